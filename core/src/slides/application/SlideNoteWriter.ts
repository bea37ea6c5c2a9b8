import {
  EMPTY_NOTE_CONTENT,
  type NoteDraft,
  type NoteDraftEvent,
  type NoteSend,
  emptyNoteDraft,
  savedNoteDraft,
  stepNoteDraftAll,
} from "../../notes/domain/noteDrafts";
import type { NoteContent } from "../../notes/domain/noteHtmlRules";
import { type SlideNote, blankSlideNote } from "../domain/slidePages";
import type { SlidesCalls } from "./slidesCalls";
import { byPageNumber } from "./slidesReplies";

/** A page's note draft is one slide set's: a new set's page 1 is another note. */
const draftKey = (slideId: string, pageNumber: number): string => `${slideId}#${pageNumber}`;

/**
 * Nothing on its way and the server holds what is typed. (noteDrafts' isSettled would call a blank
 * page's empty note unsettled, as the widget's notes would be removed when emptied.)
 */
const isSlideNoteSettled = (draft: NoteDraft): boolean =>
  draft.sending === null && draft.status !== "not-saved" && draft.typed.html === draft.saved.html;

/** A note call landed: the server's note for that page, and what is typed in it now. */
export type SlideNoteLanded = (slideId: string, landed: SlideNote, typed: NoteContent) => void;

/**
 * The owner's page notes on their way to the server (spec 3 §4, §8), by the pure per-note rules of
 * noteDrafts: one call at a time per note, only the newest waiting content sent after it, a failed
 * call's content kept and sent with the next write, errors never shown. It keeps no state the UI
 * sees: SlidesService shows what is typed and what lands.
 */
export class SlideNoteWriter {
  readonly #drafts = new Map<string, NoteDraft>();
  /** Each page's own text (pdf.js), sent as the note's ocr when it is created. */
  readonly #pageTexts = new Map<string, string>();

  constructor(
    private readonly calls: Pick<SlidesCalls, "createNote" | "updateNote">,
    private readonly recordId: string,
    private readonly landed: SlideNoteLanded,
  ) {}

  rememberPageText(slideId: string, pageNumber: number, pageText: string): void {
    this.#pageTexts.set(draftKey(slideId, pageNumber), pageText);
  }

  /**
   * A page with no note at all was selected: its blank note is created, as the draft's call on its
   * way, so what is typed meanwhile waits for it and then updates the note it made. Only once.
   */
  createBlank(slideId: string, pageNumber: number): void {
    const key = draftKey(slideId, pageNumber);
    if (this.#drafts.has(key)) return;
    const create: NoteSend = { kind: "create", content: EMPTY_NOTE_CONTENT };
    this.#drafts.set(key, { ...emptyNoteDraft("remove"), sending: create, status: "saving" });
    void this.#send(slideId, pageNumber, create);
  }

  /** `shown`: the page's note as loaded, which a new draft starts from (it is what the server holds). */
  write(slideId: string, pageNumber: number, content: NoteContent, shown: SlideNote | undefined): void {
    this.#step(slideId, pageNumber, [{ kind: "typed", content }, { kind: "saveAsked" }], shown);
  }

  /**
   * Loaded notes with the drafts of this set still unsent or on their way over them; a settled
   * draft gives way to the server's (it may hold a newer note written elsewhere).
   */
  overLoaded(slideId: string, notes: readonly SlideNote[]): readonly SlideNote[] {
    const slides = new Map(notes.map((note) => [note.pageNumber, note]));
    for (const [key, draft] of this.#drafts) {
      const [draftSet, page] = key.split("#");
      const pageNumber = Number(page);
      if (draftSet !== slideId) continue;
      if (isSlideNoteSettled(draft)) {
        this.#drafts.delete(key);
        continue;
      }
      const note = slides.get(pageNumber) ?? blankSlideNote(slideId, pageNumber);
      slides.set(pageNumber, { ...note, note: draft.typed.html, text: draft.typed.text });
    }
    return byPageNumber([...slides.values()]);
  }

  /** Another set is shown (or none): the old set's drafts and page texts no longer apply. */
  forget(): void {
    for (const [key, draft] of this.#drafts) if (draft.sending === null) this.#drafts.delete(key);
    this.#pageTexts.clear();
  }

  #draftOf(slideId: string, pageNumber: number, shown: SlideNote | undefined): NoteDraft {
    const kept = this.#drafts.get(draftKey(slideId, pageNumber));
    if (kept) return kept;
    return shown?.id
      ? savedNoteDraft(shown.id, { html: shown.note, text: shown.text }, "remove")
      : emptyNoteDraft("remove");
  }

  #step(slideId: string, pageNumber: number, events: readonly NoteDraftEvent[], shown?: SlideNote): void {
    const { draft, effects } = stepNoteDraftAll(this.#draftOf(slideId, pageNumber, shown), events);
    this.#drafts.set(draftKey(slideId, pageNumber), draft);
    for (const effect of effects) void this.#send(slideId, pageNumber, effect.call);
  }

  async #send(slideId: string, pageNumber: number, call: NoteSend): Promise<void> {
    let landed: SlideNote;
    try {
      landed = await this.#perform(slideId, pageNumber, call);
    } catch {
      // Spec 3 §8: not shown. The draft keeps the content; the next write sends it again.
      this.#step(slideId, pageNumber, [{ kind: "sendFailed" }]);
      return;
    }
    this.#step(slideId, pageNumber, [{ kind: "sendSucceeded", id: landed.id }]);
    const draft = this.#drafts.get(draftKey(slideId, pageNumber));
    this.landed(slideId, landed, draft ? draft.typed : { html: landed.note, text: landed.text });
  }

  #perform(slideId: string, pageNumber: number, call: NoteSend): Promise<SlideNote> {
    if (call.kind === "create") {
      const ocr = this.#pageTexts.get(draftKey(slideId, pageNumber));
      return this.calls.createNote(this.recordId, slideId, { pageNumber, note: call.content.html, ocr });
    }
    // A slide note is never deleted alone: an emptied one (noteDrafts' "remove") is written empty.
    // The draft then forgets its id, and its next content is created again, which the server
    // takes as that page's note (contract call 6: one note per page).
    const note = call.kind === "remove" ? "" : call.content.html;
    return this.calls.updateNote(this.recordId, slideId, call.id, { note });
  }
}
