import {
  PROFILE_LIMITS,
  base64DecodedBytes,
  isEmailAddress,
  isPhoneCode,
  isPhoneNumber,
} from "@lectern/core/profile/domain/personalDetails";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import type { DemoProfile } from "../db/DemoSnapshot";

/** One refused attribute: its name (the pointer's tail) and the contract's message. */
export interface ProfileProblem {
  readonly field: string;
  readonly message: string;
}

/** The image formats an avatar may be, by their first bytes. */
const SIGNATURES: Readonly<Record<"png" | "jpeg" | "webp", (bytes: Uint8Array) => boolean>> = {
  png: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  // "RIFF", four bytes of size, "WEBP".
  webp: (b) =>
    [0x52, 0x49, 0x46, 0x46].every((byte, i) => b[i] === byte) &&
    [0x57, 0x45, 0x42, 0x50].every((byte, i) => b[i + 8] === byte),
};

const AVATAR_DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * Whether `value` is an avatar the contract accepts: a `data:image/png|jpeg|webp;base64,…` URL whose
 * payload decodes (at most 1 MB) to an image of the type it declares, judged by its magic bytes.
 */
export const isAcceptableAvatar = (value: string): boolean => {
  const match = AVATAR_DATA_URL.exec(value);
  if (!match) return false;
  const kind = match[1] as keyof typeof SIGNATURES;
  const payload = match[2]!;
  if (payload.length === 0 || payload.length % 4 !== 0) return false;
  // Measured before decoding, so an oversized upload costs no decoding.
  if (base64DecodedBytes(payload) > PROFILE_LIMITS.avatarMaxBytes) return false;
  let binary: string;
  try {
    binary = atob(payload);
  } catch {
    return false;
  }
  const head = Uint8Array.from(binary.slice(0, 12), (char) => char.charCodeAt(0));
  return SIGNATURES[kind](head);
};

type Loose = Readonly<Record<string, unknown>>;

const has = (attributes: Loose, key: string): boolean => Object.prototype.hasOwnProperty.call(attributes, key);

/** An optional text: null or '' (after trimming) mean none; anything but a string is refused. */
const optionalText = (value: unknown): { ok: true; value: string | null } | { ok: false } => {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== "string") return { ok: false };
  const trimmed = value.trim();
  return { ok: true, value: trimmed === "" ? null : trimmed };
};

type OptionalField = "secondary_email" | "phone_code" | "phone_number" | "institution" | "referral" | "currency";

/**
 * A partial change of the profile (`PUT v2/user/profile`, issue 14 contract): only the attributes
 * sent change; every one is checked and nothing is kept unless all pass. Empty strings count as
 * null, as the real API's framework turns them (Laravel's ConvertEmptyStringsToNull).
 */
export const applyProfileChange = (
  profile: DemoProfile,
  attributes: Loose,
  currencies: readonly string[],
): { readonly profile: DemoProfile; readonly problems: readonly ProfileProblem[] } => {
  const next: DemoProfile = { ...profile };
  const problems: ProfileProblem[] = [];

  const name = (field: "first_name" | "last_name", required: string, tooLong: string) => {
    if (!has(attributes, field)) return;
    const value = attributes[field];
    const trimmed = typeof value === "string" ? value.trim() : "";
    if (!trimmed) problems.push({ field, message: required });
    else if (trimmed.length > PROFILE_LIMITS.nameMax) problems.push({ field, message: tooLong });
    else next[field] = trimmed;
  };
  name("first_name", T.firstNameRequired, T.firstNameTooLong);
  name("last_name", T.lastNameRequired, T.lastNameTooLong);

  const optional = (field: OptionalField, valid: (value: string) => boolean, message: string) => {
    if (!has(attributes, field)) return;
    const read = optionalText(attributes[field]);
    if (!read.ok || (read.value !== null && !valid(read.value))) problems.push({ field, message });
    else next[field] = read.value;
  };
  optional("secondary_email", isEmailAddress, T.secondaryEmailInvalid);
  optional("phone_code", isPhoneCode, T.phoneCodeInvalid);
  optional("phone_number", isPhoneNumber, T.phoneNumberInvalid);
  optional("institution", (value) => value.length <= PROFILE_LIMITS.institutionMax, T.institutionTooLong);
  optional("referral", (value) => value.length <= PROFILE_LIMITS.referralMax, T.referralTooLong);
  optional("currency", (value) => currencies.includes(value), T.currencyInvalid);

  if (has(attributes, "avatar")) {
    const avatar = attributes["avatar"];
    if (avatar === null) next.avatar = null;
    else if (typeof avatar === "string" && isAcceptableAvatar(avatar)) next.avatar = avatar;
    else problems.push({ field: "avatar", message: T.avatarInvalid });
  }

  return { profile: problems.length ? profile : next, problems };
};

/** The `profiles` resource: the whole profile. */
export const profileResource = (userId: string, profile: DemoProfile) => ({
  id: userId,
  type: "profiles",
  attributes: { ...profile },
});
