import { escapeHtml, NOTE_FORMULA_CLASS } from "@lectern/core/notes/domain/noteHtmlRules";

/**
 * A formula in the stored format: `<span class="ql-formula" data-value="TeX">TeX</span>`, both copies
 * escaped (Quill 2.0.3's own export puts the TeX in unescaped: CVE-2025-15056).
 */
export const formulaHtml = (tex: string): string => {
  const escaped = escapeHtml(tex);
  return `<span class="${NOTE_FORMULA_CLASS}" data-value="${escaped}">${escaped}</span>`;
};

/** What a screen reader says for a formula. */
export const formulaAlternative = (tex: string): string => `Formula: ${tex.trim()}`;

/** Spec 3 §8: a formula with nothing to read out is reported on the console. */
export const warnIfNoFormulaText = (tex: string): void => {
  if (tex.trim() === "") console.warn("Lectern editor: a formula has no accessibility text (its TeX is empty).");
};
