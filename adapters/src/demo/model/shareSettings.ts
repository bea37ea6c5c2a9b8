import type { DemoSharePerson } from "../db/DemoSnapshot";
import { type FieldCheck, asRecord, attributesOf, dataOf } from "../routing/bodyFields";
import { normaliseEmail } from "./users";
import { SHARING_TEXTS } from "./sharingTexts";

/** Spec 3 §5's e-mail pattern: one @, no spaces, a dot in the domain and an ending of two letters at least. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * And an address a mail could go to (issue 19): the spec's pattern lets markup, quotes and
 * `javascript:` through, and these addresses are shown to others and mailed. Letters, digits and
 * . _ % + - before the @ (no leading, trailing or double dot); dot-separated labels after it.
 */
const ADDRESS_PATTERN = /^(?!\.)(?!.*\.\.)[a-z0-9._%+-]{1,64}(?<!\.)@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/** The most people one save may list (issue 19). */
export const MAX_SHARE_PERSONS = 100;

export const isShareableEmail = (email: string): boolean =>
  email.length <= 254 && EMAIL_PATTERN.test(email) && ADDRESS_PATTERN.test(email);

/** What `POST sessions/{id}/share` saves: the link's meta and the whole list of people. */
export interface ShareSettings {
  readonly readonly: boolean;
  readonly downloadable: boolean;
  readonly persons: readonly DemoSharePerson[];
}

const optionalBoolean = (value: unknown, fallback: boolean): boolean | null =>
  value === undefined || value === null ? fallback : typeof value === "boolean" ? value : null;

/**
 * Reads the share body (contract of issue 13, rule 3): the settings, or every problem as a field
 * check for requireValid (a bad person's e-mail points at `/data/attributes/persons/{i}/email`).
 * The same address twice is kept once (the last entry wins); the owner's own is refused.
 */
export const readShareSettings = (
  body: unknown,
  ownerEmail: string,
): { readonly settings: ShareSettings | null; readonly problems: readonly FieldCheck[] } => {
  const type = dataOf(body)["type"];
  const attributes = attributesOf(body);
  const readonly = optionalBoolean(attributes["readonly"], true);
  const downloadable = optionalBoolean(attributes["downloadable"], false);
  // The whole list of people, always: a save that does not say who is listed must not empty the list.
  const rawPersons = attributes["persons"];
  const problems: FieldCheck[] = [
    ["type", type === undefined || type === "shared" ? null : SHARING_TEXTS.resourceType, "/data/type"],
    ["readonly", readonly === null ? SHARING_TEXTS.readonlyBoolean : null],
    ["downloadable", downloadable === null ? SHARING_TEXTS.downloadableBoolean : null],
  ];
  if (!Array.isArray(rawPersons)) {
    problems.push(["persons", SHARING_TEXTS.personsList]);
    return { settings: null, problems };
  }
  if (rawPersons.length > MAX_SHARE_PERSONS) {
    problems.push(["persons", SHARING_TEXTS.tooManyPersons(MAX_SHARE_PERSONS)]);
    return { settings: null, problems };
  }
  const persons = new Map<string, DemoSharePerson>();
  rawPersons.forEach((raw: unknown, index) => {
    const person = asRecord(raw);
    const at = `/data/attributes/persons/${index}`;
    const email = typeof person?.["email"] === "string" ? normaliseEmail(person["email"]) : "";
    const personReadonly = optionalBoolean(person?.["readonly"], true);
    const personDownloadable = optionalBoolean(person?.["downloadable"], false);
    const emailProblem = !isShareableEmail(email)
      ? SHARING_TEXTS.invalidEmail
      : email === normaliseEmail(ownerEmail)
        ? SHARING_TEXTS.shareWithSelf
        : null;
    problems.push(
      [`persons.${index}.email`, emailProblem, `${at}/email`],
      [`persons.${index}.readonly`, personReadonly === null ? SHARING_TEXTS.readonlyBoolean : null, `${at}/readonly`],
      [
        `persons.${index}.downloadable`,
        personDownloadable === null ? SHARING_TEXTS.downloadableBoolean : null,
        `${at}/downloadable`,
      ],
    );
    if (!emailProblem && personReadonly !== null && personDownloadable !== null) {
      persons.delete(email);
      persons.set(email, { email, readonly: personReadonly, downloadable: personDownloadable });
    }
  });
  const failed = problems.some((problem) => problem[1] !== null);
  return {
    settings: failed ? null : { readonly: readonly!, downloadable: downloadable!, persons: [...persons.values()] },
    problems,
  };
};
