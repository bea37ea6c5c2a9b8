import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/**
 * Every text of the personal-information page and the avatar cropper. The server's messages are the
 * profile contract's (issue 14, "PUT v2/user/profile"): the demo backend answers with these, and the
 * form says the same before sending. 'The File could not be loaded.' is spec 3 §5, verbatim.
 */
export const PROFILE_TEXTS = {
  firstNameRequired: "The first name field is required.",
  firstNameTooLong: "The first name may not be greater than 128 characters.",
  lastNameRequired: "The last name field is required.",
  lastNameTooLong: "The last name may not be greater than 128 characters.",
  secondaryEmailInvalid: "The secondary email must be a valid email address.",
  phoneCodeInvalid: "The phone code must be a + followed by 1 to 4 digits, like +44.",
  phoneNumberInvalid: "The phone number must have 4 to 15 digits.",
  institutionTooLong: "The institution may not be greater than 255 characters.",
  referralTooLong: "The referral may not be greater than 255 characters.",
  currencyInvalid: "The selected currency is invalid.",
  avatarInvalid: "The avatar must be a PNG, JPEG or WebP image of at most 1 MB.",
  typeInvalid: "The type must be profiles.",

  saved: "Your details have been saved.",
  photoSaved: "Your photo has been saved.",
  photoRemoved: "Your photo has been removed.",
  loadFailed: "Your details could not be loaded.",
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,

  /** Spec 3 §5, verbatim. */
  fileNotLoaded: "The File could not be loaded.",
  fileNotImage: "The file must be an image (PNG, JPEG, WebP or GIF).",
  fileTooBig: (maxMb: number) => `The image must be at most ${maxMb} MB.`,
  imageTooSmall: (width: number, height: number) => `The image must be at least ${width} × ${height} pixels.`,
  cropTooSmall: (width: number, height: number) =>
    `Zoom out a little: the photo must keep at least ${width} × ${height} pixels of the image.`,
  roundCropNotSquare: "A round crop needs the same width and height.",
  rotationInvalid: "The rotation must be 0, 90, 180, 270 or 360 degrees.",
} as const;
