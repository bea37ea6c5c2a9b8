import { NOTE_FORMULA_CLASS } from "@lectern/core/notes/domain/noteHtmlRules";
import katexStylesheet from "katex/dist/katex.min.css?url";
import { sanitiseNoteHtmlToFragment } from "./sanitiseNoteHtml";
import { typesetFormula } from "./typesetFormula";

/**
 * The heavy half of NoteHtml, loaded on first use (DOMPurify and KaTeX stay out of every page's first
 * load): a stored note's HTML cut to the stored format, links opening in a new tab, formulas typeset.
 */

/** KaTeX's stylesheet, linked by the component only where a formula is shown. */
export { katexStylesheet };

export interface RenderedNoteHtml {
  /** Sanitised HTML with typeset formulas. */
  readonly html: string;
  /** Whether it holds a formula (the page then needs KaTeX's stylesheet). */
  readonly hasMath: boolean;
}

/** A stored note's HTML, safe to show read-only. */
export const renderNoteHtml = (html: string): RenderedNoteHtml => {
  const fragment = sanitiseNoteHtmlToFragment(html);
  for (const link of fragment.querySelectorAll("a[href]")) {
    // Opens in a new tab without handing it this page (reverse tabnabbing).
    link.setAttribute("target", "_blank");
    link.setAttribute("rel", "noopener noreferrer");
  }
  const formulas = [...fragment.querySelectorAll<HTMLElement>(`span.${NOTE_FORMULA_CLASS}`)];
  for (const formula of formulas) typesetFormula(formula, formula.getAttribute("data-value") ?? formula.textContent);
  const host = document.createElement("div");
  host.append(fragment);
  return { html: host.innerHTML, hasMath: formulas.length > 0 };
};
