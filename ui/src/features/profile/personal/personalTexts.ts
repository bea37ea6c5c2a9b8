import { CROPPER } from "@lectern/core/profile/domain/cropRules";
import { PROFILE_LIMITS } from "@lectern/core/profile/domain/personalDetails";

/** The personal-information page's own words (the rules' messages are core's PROFILE_TEXTS). */
export const PERSONAL_TEXTS = {
  title: "Personal information",
  description: "How you appear in Lectern, and how we can reach you.",
  loading: "Loading your details",
  loadFailedTitle: "Your details could not be loaded",
  loadFailedText: "Check your connection, then try again.",
  tryAgain: "Try again",

  detailsHeading: "Your details",
  nameGroup: "Name",
  contactGroup: "Contact",
  studiesGroup: "Studies and billing",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  emailHint: "The address you sign in with.",
  secondaryEmail: "Secondary e-mail",
  secondaryEmailHint: "Optional. Another address we may use to reach you.",
  phoneCode: "Phone code",
  phoneCodeHint: "Like +44",
  phoneNumber: "Phone number",
  phoneNumberHint: "4 to 15 digits",
  institution: "Institution",
  institutionHint: "Your school, college or university.",
  referral: "Referral",
  referralHint: "Optional. A friend's code or how you heard of us.",
  currency: "Currency",
  currencyHint: "The currency of prices and invoices.",
  currencyNone: "My country's currency",
  counter: (length: number, max: number) => `${length} / ${max} characters`,
  save: "Save changes",
  saving: "Saving…",
  noChanges: "No unsaved changes",
  unsaved: "You have unsaved changes",

  photoHeading: "Profile photo",
  photoHint: `PNG, JPEG, WebP or GIF, up to ${CROPPER.maxFileBytes / (1024 * 1024)} MB. It is cropped to a round ${CROPPER.outputWidth} × ${CROPPER.outputHeight} photo.`,
  changePhoto: "Change photo",
  addPhoto: "Add a photo",
  removePhoto: "Remove photo",
} as const;

export const NAME_MAX = PROFILE_LIMITS.nameMax;
