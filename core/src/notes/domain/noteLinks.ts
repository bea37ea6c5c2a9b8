import { isAllowedNoteHref } from "./noteHtmlRules";

/**
 * The editor's link form (spec 3 §5 "Link form"): both the text and the link are required, Save stays
 * disabled while the form is invalid, and a selection that looks like an e-mail opens with a mailto:
 * link. Only http(s) and mailto links are kept (isAllowedNoteHref).
 *
 * Our call on bare addresses: what people type is often "www.x.org" or "x.org/page"; that reads as a web
 * address, so it is saved with "https://" in front. A bare e-mail typed into the Link field gets
 * "mailto:" the same way. Anything else without an allowed scheme (javascript:, ftp:, "hello") is invalid.
 */

/** What the link form holds. */
export interface NoteLinkForm {
  /** The linked text (the selection; read-only in the form). */
  readonly text: string;
  /** What the user typed in the Link field. */
  readonly link: string;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;
/** A host name with at least one dot and a letter-only top level, then an optional path/query. */
const BARE_WEB_ADDRESS = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** Whether a text is an e-mail address (one word, a local part, @, a dotted domain). */
export const looksLikeEmail = (text: string): boolean => EMAIL.test(text.trim());

/** The Link field's first value for a selection: mailto:<e-mail> for an e-mail, otherwise empty. */
export const initialNoteLink = (selectedText: string): string =>
  looksLikeEmail(selectedText) ? `mailto:${selectedText.trim()}` : "";

/**
 * The address a typed link is saved as, or null when it cannot be one: an http(s)/mailto link as typed
 * (trimmed), a bare e-mail with mailto:, a bare web address with https://.
 */
export const noteLinkHref = (link: string): string | null => {
  const typed = link.trim();
  if (typed === "") return null;
  if (isAllowedNoteHref(typed)) return typed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(typed) && !/^[^:]+\.[a-z]{2,}:\d/i.test(typed)) return null;
  if (looksLikeEmail(typed)) return `mailto:${typed}`;
  if (BARE_WEB_ADDRESS.test(typed)) return `https://${typed}`;
  return null;
};

/** The form's verdict: Save is enabled only with a `href` to save. */
export type NoteLinkVerdict =
  { readonly valid: true; readonly href: string } | { readonly valid: false; readonly missing: "text" | "link" | null };

/** Text and link both required; the link must become an allowed address (see noteLinkHref). */
export const checkNoteLinkForm = ({ text, link }: NoteLinkForm): NoteLinkVerdict => {
  if (text.trim() === "") return { valid: false, missing: "text" };
  if (link.trim() === "") return { valid: false, missing: "link" };
  const href = noteLinkHref(link);
  return href === null ? { valid: false, missing: null } : { valid: true, href };
};
