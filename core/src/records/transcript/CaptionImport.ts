import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { RecordPage } from "../record/RecordPage";
import { recordCalls } from "../record/recordCalls";
import { CAPTION_IMPORT_TEXTS } from "./captionImportTexts";
import { captionFileProblem, parseCaptionFile } from "./parseCaptionFile";

/** A file the student chose: its name and size are checked before its text is read. */
export interface ChosenCaptionFile {
  readonly name: string;
  readonly size: number;
  readonly text: () => Promise<string>;
}

export type CaptionImportState =
  | { readonly phase: "idle" }
  | { readonly phase: "checking"; readonly sessionId: string; readonly name: string }
  | { readonly phase: "uploading"; readonly sessionId: string; readonly name: string }
  | { readonly phase: "imported"; readonly sessionId: string; readonly cues: number }
  /** The file was refused (by the check here or the server); nothing of the lecture changed. */
  | { readonly phase: "failed"; readonly sessionId: string; readonly message: string };

const IDLE: CaptionImportState = { phase: "idle" };

/**
 * Imports a caption file as the transcript of the record on screen (issue 21): checks the file
 * (kind, size, then parseCaptionFile, so a wrong file is explained before any upload), sends its
 * text to POST sessions/{id}/transcript/import, where the server checks it again, stores the
 * transcript and starts the study material, then has the page read the record again. Bound beside
 * the record page (ui/src/composition/bindRecordPage).
 */
export class CaptionImport {
  readonly #store = new Store<CaptionImportState>(IDLE);
  readonly state$: Observable<CaptionImportState> = this.#store.state$;
  /** Only the newest import reports: choosing another file while one is read drops the first. */
  #attempt = 0;

  constructor(
    private readonly api: Pick<ApiClient, "send">,
    private readonly page: Pick<RecordPage, "reload">,
  ) {}

  get state(): CaptionImportState {
    return this.#store.value;
  }

  /** Imports `file` into session `sessionId`; answers how it ended (idle when a newer import took over). */
  async importFile(sessionId: string, file: ChosenCaptionFile): Promise<CaptionImportState> {
    const attempt = ++this.#attempt;
    const current = () => attempt === this.#attempt;
    const fail = (message: string): CaptionImportState => {
      if (!current()) return IDLE;
      const failed: CaptionImportState = { phase: "failed", sessionId, message };
      this.#store.set(failed);
      return failed;
    };
    const problem = captionFileProblem(file.name, file.size);
    if (problem) return fail(problem);
    this.#store.set({ phase: "checking", sessionId, name: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return fail(CAPTION_IMPORT_TEXTS.notText);
    }
    if (!current()) return IDLE;
    const parsed = parseCaptionFile(text, file.name);
    if (!parsed.ok) return fail(parsed.message);
    this.#store.set({ phase: "uploading", sessionId, name: file.name });
    try {
      await this.api.send({
        method: "POST",
        path: recordCalls.transcriptImport(sessionId),
        body: { data: { type: "transcript_imports", attributes: { file_name: file.name, text } } },
      });
    } catch (error) {
      return fail(errorText(error));
    }
    if (!current()) return IDLE;
    const imported: CaptionImportState = { phase: "imported", sessionId, cues: parsed.cues.length };
    this.#store.set(imported);
    this.page.reload();
    return imported;
  }

  /** Forgets the last outcome (another record opened, or the message was read). */
  reset(): void {
    this.#attempt += 1;
    this.#store.set(IDLE);
  }
}
