import { NOTE_FONTS } from "@lectern/core/notes/domain/noteHtmlRules";
import Quill, { Parchment, type QuillOptions } from "quill/core";
import { BackgroundStyle } from "quill/formats/background";
import Bold from "quill/formats/bold";
import { ColorStyle } from "quill/formats/color";
import Header from "quill/formats/header";
import Indent from "quill/formats/indent";
import Italic from "quill/formats/italic";
import Link from "quill/formats/link";
import List from "quill/formats/list";
import Strike from "quill/formats/strike";
import Underline from "quill/formats/underline";
import { FormulaBlot } from "./FormulaBlot";
import { NoteClipboard } from "./NoteClipboard";

/**
 * Quill as the notes use it: quill/core (no themes, toolbar module, syntax or tables) with exactly the
 * formats of the stored note format registered, our escaped formula blot, our paste clipboard, and the
 * editor options of spec 3 §9.
 */

/** Only http(s) and mailto hrefs are kept (issue 22); anything else becomes about:blank, then nothing. */
export class NoteLink extends Link {
  static override PROTOCOL_WHITELIST = ["http", "https", "mailto"];
}

/** The 9 fonts as classes ql-font-<name> (spec 3 §9). */
const FontClass = new Parchment.ClassAttributor("font", "ql-font", {
  scope: Parchment.Scope.INLINE,
  whitelist: [...NOTE_FONTS],
});

Quill.register(
  {
    "formats/bold": Bold,
    "formats/italic": Italic,
    "formats/underline": Underline,
    "formats/strike": Strike,
    "formats/color": ColorStyle,
    "formats/background": BackgroundStyle,
    "formats/font": FontClass,
    "formats/header": Header,
    "formats/list": List,
    "formats/indent": Indent,
    "formats/link": NoteLink,
    "formats/formula": FormulaBlot,
    "modules/clipboard": NoteClipboard,
  },
  true,
);

/** The formats a note may hold: the editor refuses every other (pasted or dropped) format. */
export const NOTE_FORMATS = [
  "bold",
  "italic",
  "underline",
  "strike",
  "color",
  "background",
  "font",
  "header",
  "list",
  "indent",
  "link",
  "formula",
] as const;

export type NoteFormat = (typeof NOTE_FORMATS)[number];

/**
 * Quill's Tab bindings indent or insert a tab, which traps keyboard users (quill #4740): they are
 * removed, so Tab and Shift+Tab leave the editor; indenting stays on the toolbar.
 */
const NO_TAB_BINDINGS = {
  indent: null,
  outdent: null,
  tab: null,
  "remove tab": null,
  "indent code-block": null,
  "outdent code-block": null,
  "table tab": null,
};

export interface NoteQuillOptions {
  readonly placeholder?: string;
  /** Inline-text mode: paste brings plain text only. */
  readonly plainTextPaste?: boolean;
}

/** Spec 3 §9: undo history delay 2000 ms, max stack 500. */
export const noteQuillOptions = ({ placeholder, plainTextPaste = false }: NoteQuillOptions): QuillOptions => ({
  formats: [...NOTE_FORMATS],
  placeholder,
  modules: {
    history: { delay: 2000, maxStack: 500, userOnly: true },
    keyboard: { bindings: NO_TAB_BINDINGS },
    clipboard: { plainText: plainTextPaste },
  },
});

export { Quill };
