import katex from "katex";
import { formulaAlternative, warnIfNoFormulaText } from "./formulaMarkup";

/**
 * Typesets a formula into `node` (its content is replaced) and gives it its text alternative. trust: false
 * keeps \href, \url, \includegraphics and \html… out; a bad formula shows its source in red instead of
 * throwing. Screen readers get "Formula: <TeX>" (role img hides KaTeX's own markup from them).
 */
export const typesetFormula = (node: HTMLElement, tex: string): void => {
  warnIfNoFormulaText(tex);
  katex.render(tex, node, { trust: false, throwOnError: false, output: "htmlAndMathml" });
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", formulaAlternative(tex));
};

/** KaTeX's message for a formula that does not parse, or null when it renders. */
export const formulaProblem = (tex: string): string | null => {
  try {
    katex.renderToString(tex, { trust: false, throwOnError: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};
