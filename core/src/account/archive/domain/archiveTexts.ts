import { SHARED_TEXTS } from "../../../kernel/sharedTexts";

/** The word the person types to confirm (or their e-mail). */
export const CONFIRMATION_WORD = "DELETE";

/** Every text of the 'Delete account' danger zone (issue 14), in one place. */
export const ARCHIVE_TEXTS = {
  heading: "Delete account",
  description:
    "Deleting your account signs you out everywhere and you can no longer sign in with it. Your recordings go with it.",
  button: "Delete account",
  dialogTitle: "Delete your account?",
  dialogText: "This cannot be undone. Your account, recordings, notes and paired phones will no longer be available.",
  confirmLabel: `Type ${CONFIRMATION_WORD} or your e-mail address to confirm`,
  confirmButton: "Delete my account",
  cancel: "Cancel",
  deleting: "Deleting your account",
  signedOut: "Your account has been deleted.",
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
} as const;
