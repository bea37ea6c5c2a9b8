import { NOTE_FORMULA_CLASS } from "@lectern/core/notes/domain/noteHtmlRules";
import Embed from "quill/blots/embed";
import { formulaHtml } from "../../kit/noteHtml/formulaMarkup";
import { typesetFormula } from "../../kit/noteHtml/typesetFormula";

/**
 * The editor's formula, registered as "formula" in place of Quill's: Quill 2.0.3's `html()` puts the TeX
 * into the exported HTML unescaped (CVE-2025-15056) and reads KaTeX from `window`. This one typesets
 * with trust off, gives the formula its text alternative, and exports the stored format, escaped.
 */
export class FormulaBlot extends Embed {
  static override blotName = "formula";
  static override className = NOTE_FORMULA_CLASS;
  static override tagName = "SPAN";

  static override create(value: unknown): HTMLElement {
    const node = super.create(value) as HTMLElement;
    const tex = typeof value === "string" ? value : "";
    node.setAttribute("data-value", tex);
    node.setAttribute("contenteditable", "false");
    // Chrome puts a non-editable island of an editable text in the Tab order: Tab must leave the editor.
    node.setAttribute("tabindex", "-1");
    typesetFormula(node, tex);
    return node;
  }

  static override value(node: HTMLElement): string {
    return node.getAttribute("data-value") ?? "";
  }

  /** The stored format: one span, its TeX escaped in the attribute and the text. */
  html(): string {
    return formulaHtml(FormulaBlot.value(this.domNode as HTMLElement));
  }
}
