import type { FormErrors, FormRules } from "../../kernel/formState";
import { PROFILE_TEXTS as T } from "./profileTexts";

/** Limits of the profile contract (issue 14) and spec 1 §9: names 128 enforced, the rest 255. */
export const PROFILE_LIMITS = {
  nameMax: 128,
  institutionMax: 255,
  referralMax: 255,
  phoneCodeDigitsMax: 4,
  phoneNumberDigitsMin: 4,
  phoneNumberDigitsMax: 15,
  /** Decoded bytes of the avatar's data URL. */
  avatarMaxBytes: 1024 * 1024,
} as const;

/** The wire's profile fields this page edits, besides the avatar (spec 3 §3 "Profile"). */
export interface ProfileFields {
  readonly first_name: string;
  readonly last_name: string;
  readonly secondary_email: string | null;
  readonly phone_code: string | null;
  readonly phone_number: string | null;
  readonly institution: string | null;
  readonly referral: string | null;
  readonly currency: string | null;
}

/** What `PUT v2/user/profile` sends: only the fields that changed (the avatar on its own). */
export type ProfileChange = Partial<ProfileFields> & { readonly avatar?: string | null };

/** The form as typed: every field a string, '' for "none". The e-mail is the account's and read-only. */
export interface PersonalDetailsForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly secondaryEmail: string;
  readonly phoneCode: string;
  readonly phoneNumber: string;
  readonly institution: string;
  readonly referral: string;
  readonly currency: string;
}

export type PersonalDetailsField = keyof PersonalDetailsForm;

/** Form field → wire attribute. */
export const WIRE_FIELD: { readonly [K in PersonalDetailsField]: keyof ProfileFields } = {
  firstName: "first_name",
  lastName: "last_name",
  secondaryEmail: "secondary_email",
  phoneCode: "phone_code",
  phoneNumber: "phone_number",
  institution: "institution",
  referral: "referral",
  currency: "currency",
};

export const PERSONAL_DETAILS_FIELDS = Object.keys(WIRE_FIELD) as readonly PersonalDetailsField[];

/** Wire attribute (a 422's `source.pointer` tail) → form field, or null for one the form does not show. */
export const fieldOfAttribute = (attribute: string): PersonalDetailsField | null =>
  PERSONAL_DETAILS_FIELDS.find((field) => WIRE_FIELD[field] === attribute) ?? null;

export const EMPTY_DETAILS: PersonalDetailsForm = {
  firstName: "",
  lastName: "",
  secondaryEmail: "",
  phoneCode: "",
  phoneNumber: "",
  institution: "",
  referral: "",
  currency: "",
};

/** The profile as the server holds it (any field may be missing or null). */
export type StoredProfile = { readonly [K in keyof ProfileFields]?: string | null | undefined };

export const formFromProfile = (profile: StoredProfile | undefined): PersonalDetailsForm => ({
  firstName: profile?.first_name ?? "",
  lastName: profile?.last_name ?? "",
  secondaryEmail: profile?.secondary_email ?? "",
  phoneCode: profile?.phone_code ?? "",
  phoneNumber: profile?.phone_number ?? "",
  institution: profile?.institution ?? "",
  referral: profile?.referral ?? "",
  currency: profile?.currency ?? "",
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE_CODE_PATTERN = new RegExp(`^\\+\\d{1,${PROFILE_LIMITS.phoneCodeDigitsMax}}$`);
const PHONE_NUMBER_CHARACTERS = /^[\d ]+$/;

/** The contract's rules, shared by the form and the demo backend; each gets the trimmed value. */
export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isPhoneCode = (value: string): boolean => PHONE_CODE_PATTERN.test(value);
export const isPhoneNumber = (value: string): boolean => {
  if (!PHONE_NUMBER_CHARACTERS.test(value)) return false;
  const digits = value.replace(/ /g, "").length;
  return digits >= PROFILE_LIMITS.phoneNumberDigitsMin && digits <= PROFILE_LIMITS.phoneNumberDigitsMax;
};

const nameRule =
  (required: string, tooLong: string) =>
  (value: string): string | null => {
    const trimmed = value.trim();
    if (!trimmed) return required;
    return trimmed.length > PROFILE_LIMITS.nameMax ? tooLong : null;
  };

const optional =
  (valid: (trimmed: string) => boolean, message: string) =>
  (value: string): string | null => {
    const trimmed = value.trim();
    return trimmed === "" || valid(trimmed) ? null : message;
  };

/**
 * The form's rules. `currencies` are the countries' currencies (GET v2/countries); when they could
 * not be loaded any currency passes here and the server decides.
 */
export const personalDetailsRules = (currencies: readonly string[] = []): FormRules<PersonalDetailsForm> => ({
  firstName: nameRule(T.firstNameRequired, T.firstNameTooLong),
  lastName: nameRule(T.lastNameRequired, T.lastNameTooLong),
  secondaryEmail: optional(isEmailAddress, T.secondaryEmailInvalid),
  phoneCode: optional(isPhoneCode, T.phoneCodeInvalid),
  phoneNumber: optional(isPhoneNumber, T.phoneNumberInvalid),
  institution: optional((value) => value.length <= PROFILE_LIMITS.institutionMax, T.institutionTooLong),
  referral: optional((value) => value.length <= PROFILE_LIMITS.referralMax, T.referralTooLong),
  currency: optional((value) => currencies.length === 0 || currencies.includes(value), T.currencyInvalid),
});

export type PersonalDetailsErrors = FormErrors<PersonalDetailsForm>;

/** What a field's value means on the wire: names trimmed, the optional fields trimmed or null. */
export const wireValue = (field: PersonalDetailsField, value: string): string | null => {
  const trimmed = value.trim();
  if (field === "firstName" || field === "lastName") return trimmed;
  if (field === "currency") return trimmed === "" ? null : trimmed.toUpperCase();
  return trimmed === "" ? null : trimmed;
};

/**
 * Only what changed (spec 3 §5: "A saved resource with no changes is not sent"): a field counts as
 * changed when its wire value differs, so trailing spaces or a case change of the currency alone
 * do not make a save.
 */
export const changedFields = (saved: PersonalDetailsForm, draft: PersonalDetailsForm): ProfileChange => {
  const change: Record<string, string | null> = {};
  for (const field of PERSONAL_DETAILS_FIELDS) {
    const next = wireValue(field, draft[field]);
    if (next !== wireValue(field, saved[field])) change[WIRE_FIELD[field]] = next;
  }
  return change as ProfileChange;
};

/** Whether Save has anything to send. */
export const isDirty = (saved: PersonalDetailsForm, draft: PersonalDetailsForm): boolean =>
  Object.keys(changedFields(saved, draft)).length > 0;

/**
 * After a save: the server's values for the fields sent, but a field typed into again while the
 * save was on its way keeps the newer text.
 */
export const rebaseDraft = (
  sent: PersonalDetailsForm,
  current: PersonalDetailsForm,
  stored: PersonalDetailsForm,
): PersonalDetailsForm => {
  const next: Record<string, string> = {};
  for (const field of PERSONAL_DETAILS_FIELDS)
    next[field] = current[field] === sent[field] ? stored[field] : current[field];
  return next as unknown as PersonalDetailsForm;
};

/** Decoded bytes of a base64 payload (padding aware), without decoding it. */
export const base64DecodedBytes = (payload: string): number => {
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
};

const AVATAR_DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The avatar the client is about to send: a PNG/JPEG/WebP data URL of at most 1 MB, or the contract's message. */
export const avatarDataUrlProblem = (dataUrl: string): string | null => {
  const match = AVATAR_DATA_URL.exec(dataUrl);
  if (!match) return T.avatarInvalid;
  return base64DecodedBytes(match[2]!) > PROFILE_LIMITS.avatarMaxBytes ? T.avatarInvalid : null;
};
