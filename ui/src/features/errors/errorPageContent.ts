import { ERROR_MESSAGE_MAX_LENGTH, ERROR_TEXTS } from "./errorTexts";

/** What /error shows for its address's `code` and `message`. */
export interface ErrorPageContent {
  /** The HTTP status to show large, or null when the address gave none (or not a status). */
  readonly code: string | null;
  readonly heading: string;
  /** Plain text: the address's message (whitespace collapsed, capped) or the code's default. */
  readonly message: string;
  readonly help: string;
}

/** Only an HTTP status is shown as the code: anything else in the address reads as no code. */
const STATUS = /^[1-5]\d\d$/;

const cap = (text: string): string =>
  text.length <= ERROR_MESSAGE_MAX_LENGTH ? text : `${text.slice(0, ERROR_MESSAGE_MAX_LENGTH - 1).trimEnd()}…`;

/**
 * The heading by code (404 'Page not found', 403 'You don't have access to this page', anything else
 * 'Something went wrong'), the message from the address as text, and the line of help.
 */
export const errorPageContent = (rawCode: string | null, rawMessage: string | null): ErrorPageContent => {
  const trimmed = rawCode?.trim() ?? "";
  const code = STATUS.test(trimmed) ? trimmed : null;
  const heading = code === "404" ? ERROR_TEXTS.notFound : code === "403" ? ERROR_TEXTS.forbidden : ERROR_TEXTS.generic;
  const given = (rawMessage ?? "").replace(/\s+/g, " ").trim();
  const fallback =
    code === "404" || code === "403" ? ERROR_TEXTS.defaultMessage[code] : ERROR_TEXTS.defaultMessage.other;
  return {
    code,
    heading,
    message: given ? cap(given) : fallback,
    help: code ? ERROR_TEXTS.help : ERROR_TEXTS.helpWithoutCode,
  };
};
