import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** Every text of the sign-in area, verbatim from spec 1 (odd wordings included). */
export const PRODUCT = "Lectern";
export const LECTURE_PLATFORM = "Panopto";

export const VALIDATION_MESSAGES = {
  required: "This field is required",
  email: "Please provide a valid email",
  password: "Must contain at upper & lower case letters, digits, a symbol, and at least 8 characters",
  nameTooLong: "Maximum of 255 characters is reached",
  referralTooLong: "Maximum of 255 characters is reached",
  passwordsMismatch: "Passwords mismatch",
  licenceTooLong: "Maximum of 23 characters is reached",
} as const;

export const AUTH_TEXTS = {
  registered: "User hes been registered",
  resetSendFailed: "An error occurred while sending the reset link",
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
  linkExpired: "Link is expired or not found! Please repeat password reset request.",
  providerError: "Authentication provider error",
  tokenNotProvided: "Token is not provided",
  tokenIdNotProvided: "Token id request is not provided",
  sharedWarningTitle: `Please log in to ${PRODUCT} to view this shared recording.`,
  sharedWarningText: `Shared recordings are temporarily unavailable to users who are not signed into ${PRODUCT}`,
  invalidLicenceTitle: "Invalid Licence Key",
  invalidLicenceText:
    "We were unable to redeem the code you entered. Please try again, or contact the licence supplier if the issue persists",
} as const;
