import { type NoteContent, plainTextAsNoteHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import type { DemoDatabase } from "../../db/DemoDatabase";
import type { FieldCheck } from "../../routing/bodyFields";
import { noteHtmlProblem, noteTextProblem } from "../notes";
import { noteHtmlSanitiserOf } from "./noteHtmlWindows";

const HTML_POINTER = "/data/attributes/html";

/** What a note write says its content is: the content to store, or null with the checks that failed. */
export interface NoteContentReading {
  readonly content: NoteContent | null;
  /** For the route's requireValid, beside its other fields. */
  readonly checks: readonly FieldCheck[];
}

/**
 * A note's content from a write's attributes (issue 22). `html` (the editor's) is sanitised and the
 * text derived from it; a `text` sent beside it is ignored. `text` alone (older clients, the widget)
 * is stored as it is, its HTML its lines as paragraphs. Either way the text must pass noteTextProblem:
 * an HTML with no words (nor formulas) is refused as an empty text.
 */
export const readNoteContent = async (
  db: DemoDatabase,
  attributes: Readonly<Record<string, unknown>>,
): Promise<NoteContentReading> => {
  const html = attributes["html"];
  if (html === undefined || html === null) {
    const text = attributes["text"];
    const problem = noteTextProblem(text);
    return problem
      ? { content: null, checks: [["text", problem]] }
      : { content: { html: plainTextAsNoteHtml(text as string), text: text as string }, checks: [] };
  }
  const sent = noteHtmlProblem(html);
  if (sent) return { content: null, checks: [["html", sent]] };
  const content = (await noteHtmlSanitiserOf(db))(html as string);
  // Sanitising can lengthen it (a formula's TeX written out as its text): what is stored keeps the limit.
  const problems: FieldCheck[] = [
    ["html", noteHtmlProblem(content.html)],
    ["text", noteTextProblem(content.text), HTML_POINTER],
  ];
  return problems.some(([, problem]) => problem !== null)
    ? { content: null, checks: problems }
    : { content, checks: [] };
};
