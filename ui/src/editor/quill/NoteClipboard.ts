import Clipboard from "quill/modules/clipboard";
import type { Range } from "quill/core";
import { sanitisePastedHtml } from "./sanitisePaste";

/** The editor's clipboard options on top of Quill's. */
export interface NoteClipboardOptions {
  /** Inline-text mode (spec 3 §5): a paste brings its plain text only. */
  readonly plainText?: boolean;
}

/**
 * Quill's clipboard, registered as "modules/clipboard", with the paste whitelist applied to what is
 * pasted before Quill converts it. Only the paste path is cut: loading a stored note goes through
 * `convert` (Quill's constructor, setContents) and keeps its headings, colours, fonts and formulas.
 */
export class NoteClipboard extends Clipboard {
  override onPaste(range: Range, { text, html }: { text?: string; html?: string }): void {
    const plainText = (this.options as NoteClipboardOptions).plainText === true;
    if (plainText || !html) {
      super.onPaste(range, { text: text ?? "" });
      return;
    }
    // Quill's own clean-up of Word and Google Docs markup reads their attributes: run it before they go.
    const doc = new DOMParser().parseFromString(html, "text/html");
    this.normalizeHTML(doc);
    super.onPaste(range, { text, html: sanitisePastedHtml(doc.documentElement.outerHTML) });
  }
}
