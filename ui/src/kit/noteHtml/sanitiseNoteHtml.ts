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
  // Not URLs: checked as such, a formula's TeX with a colon (f: A \to B) would lose its data-value.
  ADD_URI_SAFE_ATTR: ["data-value", "data-list"],
  KEEP_CONTENT: true,
};

/**
 * The stored-format copy of some HTML, as nodes to work on (the renderer typesets formulas in it). A
 * link whose address was refused (javascript:, data:) is no link: its text stays, as text. Unwrapped
 * after sanitising, never while DOMPurify walks the nodes.
 */
export const sanitiseNoteHtmlToFragment = (html: string): DocumentFragment => {
  const fragment = purify.sanitize(html, { ...STORED_FORMAT, RETURN_DOM_FRAGMENT: true });
  for (const link of fragment.querySelectorAll("a:not([href])")) link.replaceWith(...link.childNodes);
  return fragment;
};

/** The stored-format copy of some HTML, as a string. */
export const sanitiseNoteHtml = (html: string): string => {
  const holder = document.createElement("div");
  holder.append(sanitiseNoteHtmlToFragment(html));
  return holder.innerHTML;
};
