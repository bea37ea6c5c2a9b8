import { emphasisRuns } from "@lectern/core/records/record/readingEmphasis";
import createDOMPurify from "dompurify";
import katex from "katex";
import katexStylesheet from "katex/dist/katex.min.css?url";
import { Marked } from "marked";

/**
 * The heavy half of RichText, loaded on first use (marked, DOMPurify and KaTeX stay out of every
 * page's first load): study text as markdown, sanitised, with its math typeset.
 */

/** KaTeX's stylesheet, linked by the component only where a formula is shown (never in the global CSS). */
export { katexStylesheet };

export interface RichTextOptions {
  /** Reading emphasis (spec 3 §2): each word's first half bold, the rest dimmed. */
  readonly emphasis: boolean;
}

export interface RenderedRichText {
  /** Sanitised HTML. */
  readonly html: string;
  /** Whether it holds a formula (the page then needs KaTeX's stylesheet). */
  readonly hasMath: boolean;
}

/** Spec 3 §9 "Formula delimiters: $$ $$, \[ \], \( \)": the first two display a formula, the last inline. */
const MATH = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)/g;
// Private-use characters: markdown leaves them alone, and no real text carries them.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Our own DOMPurify, so the link hook below never reaches another feature's sanitiser. */
const purify = createDOMPurify(window);
purify.addHook("afterSanitizeAttributes", (node) => {
  // Spec 3 §2: links open in a new window, without handing it this page (reverse tabnabbing).
  if (node.tagName === "A" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

/** What study text may not carry: forms, media that would load from elsewhere, and its own styling. */
const SANITISE = {
  RETURN_DOM_FRAGMENT: true as const,
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "img", "video", "audio", "picture"],
  FORBID_ATTR: ["style"],
};

interface Formula {
  readonly tex: string;
  readonly display: boolean;
}

const typeset = ({ tex, display }: Formula): DocumentFragment => {
  const holder = document.createElement("template");
  // trust: false keeps \href, \url, \includegraphics and \html… out; a bad formula shows its source in red.
  holder.innerHTML = katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false });
  return holder.content;
};

const textNodes = (root: Node, skip: (element: Element) => boolean): Text[] => {
  const found: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE && skip(node as Element)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
    if (node.nodeType === Node.TEXT_NODE) found.push(node as Text);
  return found;
};

/** Puts each formula where its placeholder is. */
const placeFormulas = (root: DocumentFragment, formulas: readonly Formula[]): void => {
  for (const node of textNodes(root, () => false)) {
    const value = node.data;
    if (!value.includes(OPEN)) continue;
    const parts = document.createDocumentFragment();
    let at = 0;
    for (const match of value.matchAll(PLACEHOLDER)) {
      const formula = formulas[Number(match[1])];
      if (formula === undefined) continue;
      parts.append(value.slice(at, match.index), typeset(formula));
      at = match.index + match[0].length;
    }
    parts.append(value.slice(at));
    node.replaceWith(parts);
  }
};

/**
 * The reading-emphasis copy of a text: read once by screen readers (a hidden plain copy), seen with
 * each word's first half bold (a copy hidden from them), so no word is read in pieces.
 */
export const emphasised = (text: string): HTMLSpanElement => {
  const wrapper = document.createElement("span");
  wrapper.className = "kit-emphasis";
  const spoken = document.createElement("span");
  spoken.className = "kit-emphasis__spoken";
  spoken.textContent = text;
  const seen = document.createElement("span");
  seen.className = "kit-emphasis__seen";
  seen.setAttribute("aria-hidden", "true");
  for (const run of emphasisRuns(text)) {
    const part = document.createElement(run.fixed ? "b" : "span");
    part.className = run.fixed ? "kit-emphasis__fixed" : "kit-emphasis__rest";
    part.textContent = run.text;
    seen.append(part);
  }
  wrapper.append(spoken, seen);
  return wrapper;
};

const NOT_PROSE = (element: Element) =>
  element.classList.contains("katex") || element.tagName === "CODE" || element.tagName === "PRE";

const emphasise = (root: DocumentFragment): void => {
  for (const node of textNodes(root, NOT_PROSE)) if (node.data.trim() !== "") node.replaceWith(emphasised(node.data));
};

/** Markdown → sanitised HTML with its formulas typeset (and reading emphasis when asked). */
export const renderRichText = (text: string, { emphasis }: RichTextOptions): RenderedRichText => {
  const formulas: Formula[] = [];
  const source = text.replace(MATH, (_all, dollars?: string, brackets?: string, parens?: string) => {
    formulas.push({ tex: (dollars ?? brackets ?? parens ?? "").trim(), display: parens === undefined });
    return `${OPEN}${formulas.length - 1}${CLOSE}`;
  });
  const html = markdown.parse(source) as string;
  const fragment = purify.sanitize(html, SANITISE);
  placeFormulas(fragment, formulas);
  if (emphasis) emphasise(fragment);
  const host = document.createElement("div");
  host.append(fragment);
  return { html: host.innerHTML, hasMath: formulas.length > 0 };
};
