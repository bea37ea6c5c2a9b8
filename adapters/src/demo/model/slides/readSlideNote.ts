import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import type { DemoDatabase } from "../../db/DemoDatabase";
import { type FieldCheck, requireValid } from "../../routing/bodyFields";
import { noteHtmlSanitiserOf } from "../noteHtml/noteHtmlWindows";
import { noteHtmlProblem } from "../notes";
import { SLIDE_TEXTS } from "./slideTexts";

/** A slide note write's content: `note` sanitised with the notes' sanitiser (its text derived), and `ocr`. */
export interface SlideNoteWrite {
  readonly content: NoteContent;
  /** Undefined when the write did not send it (an update keeps what was there). */
  readonly ocr: string | null | undefined;
}

/**
 * Reads `note` and `ocr` of a slide note write, 422 for a note that is not a string of at most
 * 262,144 characters (before and after sanitising) or an ocr that is not a string. An empty note
 * is a note: a page's note is made blank when the owner first opens the page (spec 3 §4).
 */
export const readSlideNote = async (
  db: DemoDatabase,
  body: Readonly<Record<string, unknown>>,
): Promise<SlideNoteWrite> => {
  const html = body["note"] ?? "";
  const ocr = body["ocr"];
  const ocrProblem = ocr === undefined || ocr === null || typeof ocr === "string" ? null : SLIDE_TEXTS.ocr;
  requireValid([
    ["note", noteHtmlProblem(html), "/note"],
    ["ocr", ocrProblem, "/ocr"],
  ]);
  const content = (await noteHtmlSanitiserOf(db))(html as string);
  const checks: FieldCheck[] = [["note", noteHtmlProblem(content.html), "/note"]];
  requireValid(checks);
  return { content, ocr: ocr as string | null | undefined };
};
