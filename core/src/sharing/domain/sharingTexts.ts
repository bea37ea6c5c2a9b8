import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** The share dialog's messages (spec 3 §5, §8 and the sharing contract verbatim where they have them). */
export const SHARING_TEXTS = {
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
  /** The server's 422 title for a malformed address; the dialog says the same before sending. */
  invalidEmail: "The email must be a valid email address.",
  emptyEmail: "Enter an e-mail address.",
  duplicateEmail: (email: string) => `${email} already has access.`,
  /** The server's 422 for the owner's own address. */
  ownEmail: "You cannot share a recording with yourself.",
  linkOn: "Link sharing is on. Anyone with the link can view.",
  linkOff: "Link sharing is off.",
  saved: "Sharing settings saved.",
  stopped: "Sharing stopped. Only you can open this recording.",
  highlightShared: "Highlight shared. Anyone with the link can view it.",
  highlightStopped: "This highlight is no longer shared.",
} as const;
