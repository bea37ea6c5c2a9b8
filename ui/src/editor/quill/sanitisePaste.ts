import { isAllowedNoteHref, NOTE_PASTE_TAGS } from "@lectern/core/notes/domain/noteHtmlRules";
import createDOMPurify from "dompurify";

/**
 * Spec 3 §5 "Editor paste allows only tags a, b, strong, u, s, i, p, br, ul, ol, li": pasted HTML keeps
 * those tags and, on a, an http(s)/mailto href; every other tag gives up its text, every other attribute
 * is dropped (no styles, classes, colours, fonts, headings or formulas come in from outside).
 */

/** Our own DOMPurify, so the href hook never reaches another feature's sanitiser. */
const purify = createDOMPurify(window);
purify.addHook("afterSanitizeAttributes", (node) => {
  const href = node.getAttribute("href");
  if (href !== null && (node.tagName !== "A" || !isAllowedNoteHref(href))) node.removeAttribute("href");
});

const PASTE = {
  ALLOWED_TAGS: [...NOTE_PASTE_TAGS],
  ALLOWED_ATTR: ["href"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

/**
 * Blocks that are not on the list become paragraphs before sanitising: without that, two pasted <div>
 * lines or a heading and its paragraph would run into one line once the tags are gone.
 */
const BLOCKS = "div, h1, h2, h3, h4, h5, h6, blockquote, pre, section, article, header, footer, aside, tr, dd, dt";

/** Pasted HTML cut to the paste whitelist. */
export const sanitisePastedHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, "text/html");
  // Deepest first, so a block inside a block is replaced before its parent is.
  for (const block of [...doc.body.querySelectorAll(BLOCKS)].reverse()) {
    const paragraph = doc.createElement("p");
    paragraph.append(...block.childNodes);
    block.replaceWith(paragraph);
  }
  return purify.sanitize(doc.body.innerHTML, PASTE);
};
