import {
  allowedNoteClasses,
  allowedNoteStyle,
  isAllowedNoteAttribute,
  NOTE_HTML_ATTRIBUTES,
  NOTE_HTML_TAGS,
} from "@lectern/core/notes/domain/noteHtmlRules";
import createDOMPurify from "dompurify";

/**
 * A note's HTML cut to the stored format (noteHtmlRules): the tags and attributes the server keeps,
 * each attribute checked and cleaned by the shared rules. The editor runs what it emits through this,
 * and every renderer runs what it shows through it, so both agree with the server's sanitiser.
 */

/** Our own DOMPurify, so these hooks never reach another feature's sanitiser. */
const purify = createDOMPurify(window);

purify.addHook("uponSanitizeAttribute", (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!isAllowedNoteAttribute(tag, data.attrName, data.attrValue)) {
    data.keepAttr = false;
    return;
  }
  if (data.attrName === "class") data.attrValue = allowedNoteClasses(data.attrValue).join(" ");
  else if (data.attrName === "style") data.attrValue = allowedNoteStyle(data.attrValue);
});

const STORED_FORMAT = {
  ALLOWED_TAGS: [...NOTE_HTML_TAGS],
  ALLOWED_ATTR: [...NOTE_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/** The stored-format copy of some HTML, as a string. */
export const sanitiseNoteHtml = (html: string): string => purify.sanitize(html, STORED_FORMAT);

/** The stored-format copy of some HTML, as nodes to work on (the renderer typesets formulas in it). */
export const sanitiseNoteHtmlToFragment = (html: string): DocumentFragment =>
  purify.sanitize(html, { ...STORED_FORMAT, RETURN_DOM_FRAGMENT: true });
