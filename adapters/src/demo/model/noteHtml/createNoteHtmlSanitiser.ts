import {
  NOTE_FORMULA_CLASS,
  NOTE_HTML_ATTRIBUTES,
  NOTE_HTML_TAGS,
  type NoteContent,
  allowedNoteClasses,
  allowedNoteStyle,
  isAllowedNoteAttribute,
} from "@lectern/core/notes/domain/noteHtmlRules";
import createDOMPurify, { type Config, type WindowLike } from "dompurify";
import { noteHtmlText } from "./noteHtmlText";

/** A note's HTML as it may be stored, with its plain text. */
export type NoteHtmlSanitiser = (html: string) => NoteContent;

const CONFIG = {
  ALLOWED_TAGS: [...NOTE_HTML_TAGS],
  ALLOWED_ATTR: [...NOTE_HTML_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Not addresses: without this DOMPurify would test them as URIs and drop a formula such as "f: A \to B".
  ADD_URI_SAFE_ATTR: ["data-value", "data-list"],
  RETURN_DOM: true,
} satisfies Config;

/**
 * The server's sanitiser of a note's rich text (issue 22) on `window`: the page's own in the tab, a
 * jsdom window on the Node server (noteHtmlWindows). The rules are core's noteHtmlRules, the ones the
 * editor and every renderer follow; this instance of DOMPurify is our own, so its hooks reach no
 * other sanitiser.
 */
export const createNoteHtmlSanitiser = (window: WindowLike): NoteHtmlSanitiser => {
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (node, event) => {
    const tag = node.nodeName.toLowerCase();
    if (!isAllowedNoteAttribute(tag, event.attrName, event.attrValue)) {
      event.keepAttr = false;
      return;
    }
    if (event.attrName === "class") event.attrValue = allowedNoteClasses(event.attrValue).join(" ");
    if (event.attrName === "style") event.attrValue = allowedNoteStyle(event.attrValue);
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "SPAN") return;
    if (!node.classList.contains(NOTE_FORMULA_CLASS)) {
      // A TeX source means something only on a formula.
      node.removeAttribute("data-value");
      return;
    }
    // A formula is its TeX and nothing else: whatever markup it held goes before it is walked.
    const tex = node.getAttribute("data-value") ?? "";
    for (const name of node.getAttributeNames()) {
      if (name !== "data-value" && name !== "class") node.removeAttribute(name);
    }
    if (tex.trim() === "") {
      // No TeX: not a formula, its words kept as text.
      node.removeAttribute("class");
      node.removeAttribute("data-value");
      const words = node.textContent;
      node.textContent = words;
      return;
    }
    // In place, so the editor's own output comes back exactly as it was sent.
    node.setAttribute("class", NOTE_FORMULA_CLASS);
    node.textContent = tex;
  });
  return (html) => {
    const body = purify.sanitize(html, CONFIG);
    const clean = body.innerHTML;
    // Text split where markup was removed (or where DOMPurify kept leading whitespace apart) reads as one.
    body.normalize();
    return { html: clean, text: noteHtmlText(body) };
  };
};
