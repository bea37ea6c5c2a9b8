import { NOTE_FORMULA_CLASS, type NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import type Quill from "quill/core";
import { formulaHtml } from "../../kit/noteHtml/formulaMarkup";
import { sanitiseNoteHtml } from "../../kit/noteHtml/sanitiseNoteHtml";

/**
 * What the editor emits: Quill's own markup (what `new Quill` loads back losslessly — getSemanticHTML
 * would turn every space into &nbsp; and nest lists), with Quill's list markers, caret placeholder and
 * zero-width guards taken out, each formula reduced to the stored format, then cut to the stored format
 * by the same rules as the server.
 */
export const noteHtmlOfEditor = (root: HTMLElement): string => {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const marker of copy.querySelectorAll(".ql-ui")) marker.remove();
  for (const caret of copy.querySelectorAll(".ql-cursor")) caret.replaceWith(caret.textContent);
  for (const formula of copy.querySelectorAll(`span.${NOTE_FORMULA_CLASS}`)) {
    const stored = document.createElement("template");
    stored.innerHTML = formulaHtml(formula.getAttribute("data-value") ?? "");
    formula.replaceWith(stored.content);
  }
  return sanitiseNoteHtml(copy.innerHTML.replaceAll("\uFEFF", ""));
};

/** The note's plain text, each formula as its TeX (what search and the study tools read). */
export const noteTextOfEditor = (quill: Quill): string =>
  quill
    .getContents()
    .ops.map(({ insert }) =>
      typeof insert === "string" ? insert : typeof insert?.["formula"] === "string" ? insert["formula"] : "",
    )
    .join("")
    .replaceAll("\uFEFF", "")
    .replace(/\n$/, "");

/** The editor's note; a note with nothing in it (only blank lines) is empty. */
export const noteContentOf = (quill: Quill): NoteContent => {
  const text = noteTextOfEditor(quill);
  if (text.trim() === "") return { html: "", text: "" };
  return { html: noteHtmlOfEditor(quill.root), text };
};

export const sameNoteContent = (a: NoteContent, b: NoteContent): boolean => a.html === b.html && a.text === b.text;
