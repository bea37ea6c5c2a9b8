import { type ApiError, errorText, isApiError } from "../../kernel/ApiError";
import { normaliseEmail } from "./shareEmail";
import { SHARING_TEXTS } from "./sharingTexts";

/**
 * Where a failed share call's message goes (spec 3 §8): a 422 on a person's e-mail beside that
 * person, a 422 without a person on the e-mail field, anything else in the generic
 * 'Something went wrong' message.
 */
export type ShareFailure =
  | {
      readonly kind: "fields";
      /** Messages by normalised e-mail of the person they are about. */
      readonly persons: Readonly<Record<string, string>>;
      readonly email: string | null;
    }
  | { readonly kind: "problem"; readonly title: string; readonly message: string };

const PERSON_POINTER = /^\/data\/attributes\/persons\/(\d+)(?:\/|$)/;

interface WireError {
  readonly title?: unknown;
  readonly detail?: unknown;
  readonly source?: { readonly pointer?: unknown };
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** Every JSON:API error object of the body the error came with (apiErrorFromResponse keeps it in meta). */
const wireErrors = (error: ApiError): readonly WireError[] => {
  const body = error.meta?.body as { errors?: unknown } | null | undefined;
  return Array.isArray(body?.errors) ? (body.errors as WireError[]) : [];
};

/** `sentEmails`: the persons' e-mails in the order they were sent, which the pointers index. */
export const shareFailure = (error: unknown, sentEmails: readonly string[]): ShareFailure => {
  if (!isApiError(error) || error.status !== 422) {
    return { kind: "problem", title: SHARING_TEXTS.somethingWentWrong, message: errorText(error) };
  }
  const persons: Record<string, string> = {};
  let email: string | null = null;
  for (const wire of wireErrors(error)) {
    const message = text(wire.detail) ?? text(wire.title);
    if (message === null) continue;
    const index = PERSON_POINTER.exec(text(wire.source?.pointer) ?? "")?.[1];
    const person = index === undefined ? undefined : sentEmails[Number(index)];
    if (person !== undefined) persons[normaliseEmail(person)] ??= message;
    else email ??= message;
  }
  if (Object.keys(persons).length === 0 && email === null) email = error.detail ?? error.title;
  return { kind: "fields", persons, email };
};
