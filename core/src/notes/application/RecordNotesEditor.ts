import { Store } from "../../kernel/Store";
import {
  type NoteChanges,
  applyNoteChanges,
  noNoteChanges,
  withRemovedNote,
  withSavedNote,
} from "../domain/noteChanges";
import {
  type NoteDraft,
  type NoteDraftEvent,
  type NoteSend,
  emptyNoteDraft,
  isSettled,
  savedNoteDraft,
  stepNoteDraftAll,
} from "../domain/noteDrafts";
import type { NoteContent } from "../domain/noteHtmlRules";
import { RECORD_NOTES_TEXTS } from "../domain/recordNoteTexts";
import { type Note, noteContentOf } from "./noteReplies";
import type { NoteEditOutcome, NoteRemoveOutcome, RecordNoteEditing } from "./RecordNoteEditing";

/** The "Add a note" field, or the editor of one note. */
export type RecordNoteKey = "new" | `note:${string}`;

export const NEW_NOTE_KEY = "new" satisfies RecordNoteKey;

export const recordNoteKey = (noteId: string): RecordNoteKey => `note:${noteId}`;

const noteIdOf = (key: `note:${string}`): string => key.slice("note:".length);

/** A note's draft; `open` while its editor is shown. A closed draft stays until what it holds is sent. */
export interface EditedNote extends NoteDraft {
  readonly open: boolean;
}

/** The confirmation asked before a note or file is deleted. */
export interface RemoveQuestion {
  readonly id: string;
  /** The note's text, or the file's name. */
  readonly label: string;
  readonly file: boolean;
}

export interface RecordNotesView {
  /** The loaded notes with what this page saved or removed since shown over them (noteChanges). */
  readonly notes: readonly Note[];
  /** The "Add a note" field: it creates a note and keeps it until done with (finishNew), then empties. */
  readonly newNote: NoteDraft;
  /**
   * Which "Add a note" field this is: one more each time it empties after its note was saved, so an
   * editor that reads its content only when it mounts can be opened afresh (a React key).
   */
  readonly newNoteRound: number;
  /** The drafts of the notes being edited, by note id. */
  readonly edits: Readonly<Record<string, EditedNote>>;
  readonly question: RemoveQuestion | null;
  /** The confirmed removal is on its way. */
  readonly removing: boolean;
  /** The note or file whose removal failed last. */
  readonly removeFailed: string | null;
  /** The last thing said politely to screen readers. */
  readonly announcement: string;
}

type Calls = Pick<RecordNoteEditing, "add" | "edit" | "remove">;

const noop = () => undefined;

/**
 * The record page's note editing (issue 21, spec 3 §7, §8), with no Save step: each content the editor
 * emits (already debounced, spec 3 §4) is sent at once, one call at a time per note so an update never
 * overtakes its creation (the pure rules in noteDrafts, shared with the widget's SessionNotes). The
 * "Add a note" field creates a note, keeps writing it while the student types on, and empties once
 * they are done with it (finishNew) and it is saved; an edited note is updated in place. A failed save keeps the draft and says "Not saved — try again"; the
 * next typing sends it again. Deleting asks first. Saved and removed notes show over the loaded ones
 * until the page's reload brings them, and `onChanged` tells the page to reload.
 */
export class RecordNotesEditor {
  readonly #store = new Store<RecordNotesView>({
    notes: [],
    newNote: emptyNoteDraft("remove"),
    newNoteRound: 0,
    edits: {},
    question: null,
    removing: false,
    removeFailed: null,
    announcement: "",
  });
  readonly state$ = this.#store.state$;
  #loaded: readonly Note[] = [];
  #changes: NoteChanges<Note> = noNoteChanges();
  readonly #inFlight = new Set<Promise<void>>();
  #disposed = false;
  /** The student is done with the "Add a note" field: it empties once its note is saved. */
  #finishing = false;

  constructor(
    private readonly calls: Calls,
    private readonly sessionId: string,
    /** After each note saved or removed, even once disposed: the page reloads what the server now holds. */
    private readonly onChanged: () => void = noop,
  ) {}

  get state(): RecordNotesView {
    return this.#store.value;
  }

  /** The page's (re)loaded notes: they replace this page's own changes, which they now hold. */
  notesLoaded(notes: readonly Note[]): void {
    if (this.#disposed || notes === this.#loaded) return;
    this.#loaded = notes;
    this.#changes = noNoteChanges();
    this.#showNotes();
  }

  /** The field's content changed (the editor debounces): it is sent now, after any call still on its way. */
  type(key: RecordNoteKey, content: NoteContent): void {
    if (this.#disposed) return;
    if (key !== NEW_NOTE_KEY && !this.#editOf(noteIdOf(key), false)) return;
    // Typing again after Done: the field is theirs again, it must not empty under their hands.
    if (key === NEW_NOTE_KEY) this.#finishing = false;
    this.#step(key, [{ kind: "typed", content }, { kind: "saveAsked" }]);
  }

  /**
   * The "Add a note" field is done with (its Done button, or focus leaving it): the note it made joins
   * the list and the field empties, at once when that note is saved, else as soon as it is. Until then
   * the field keeps its note, so a pause in typing never cuts a note in two.
   */
  finishNew(): void {
    if (this.#disposed) return;
    this.#finishing = true;
    this.#step(NEW_NOTE_KEY, []);
  }

  /** Opens a note's editor with its content (or the draft it kept). */
  startEdit(noteId: string): void {
    if (this.#disposed) return;
    const edit = this.#editOf(noteId, true);
    if (edit && !edit.open) this.#setEdit(noteId, { ...edit, open: true });
  }

  /** Closes a note's editor; a draft that failed is sent again, and its editor comes back if it fails again. */
  closeEdit(noteId: string): void {
    if (this.#disposed) return;
    const edit = this.state.edits[noteId];
    if (!edit) return;
    if (isSettled(edit)) {
      this.#setEdit(noteId, null);
      return;
    }
    this.#setEdit(noteId, { ...edit, open: false });
    if (edit.status === "not-saved") this.#step(recordNoteKey(noteId), [{ kind: "saveAsked" }]);
  }

  /** Asks before deleting a note or a file. */
  askRemove(noteId: string): void {
    if (this.#disposed || this.state.removing) return;
    const note = this.state.notes.find((candidate) => candidate.id === noteId);
    if (!note) return;
    const question = { id: note.id, label: note.file ? note.file.name : note.text, file: note.file !== null };
    this.#store.update((view) => ({ ...view, question }));
  }

  cancelRemove(): void {
    if (this.#disposed || this.state.removing) return;
    this.#store.update((view) => ({ ...view, question: null }));
  }

  /** Deletes the note asked about; true when the server removed it. */
  async confirmRemove(): Promise<boolean> {
    const { question, removing } = this.state;
    if (this.#disposed || !question || removing) return false;
    this.#store.update((view) => ({ ...view, removing: true }));
    const outcome = await this.#track(this.calls.remove(question.id));
    if (!outcome.ok) {
      this.#store.update((view) => ({
        ...view,
        removing: false,
        question: null,
        removeFailed: question.id,
        announcement: RECORD_NOTES_TEXTS.notRemoved,
      }));
      return false;
    }
    this.#changes = withRemovedNote(this.#changes, question.id);
    const edit = this.state.edits[question.id];
    if (edit) {
      // Its editor closes; a call of it still on its way lands, then is undone (noteDrafts "removed").
      this.#setEdit(question.id, { ...edit, open: false });
      this.#step(recordNoteKey(question.id), [{ kind: "removed" }]);
    }
    this.#store.update((view) => ({
      ...view,
      removing: false,
      question: null,
      removeFailed: null,
      announcement: RECORD_NOTES_TEXTS.deleted,
    }));
    this.#showNotes();
    this.onChanged();
    return true;
  }

  /** Resolves once every call on its way has ended (nothing waits on a timer here). */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /** The page no longer shows it: commands are ignored; calls on their way end and still report onChanged. */
  dispose(): void {
    this.#disposed = true;
  }

  #editOf(noteId: string, open: boolean): EditedNote | null {
    const edit = this.state.edits[noteId];
    if (edit) return edit;
    const note = this.state.notes.find((candidate) => candidate.id === noteId && candidate.file === null);
    if (!note) return null;
    // An emptied note is kept, not removed: on this page a note is deleted with Delete, after asking.
    const created: EditedNote = { ...savedNoteDraft(note.id, noteContentOf(note), "keep"), open };
    this.#setEdit(noteId, created);
    return created;
  }

  #draftOf(key: RecordNoteKey): NoteDraft | null {
    return key === NEW_NOTE_KEY ? this.state.newNote : (this.state.edits[noteIdOf(key)] ?? null);
  }

  #step(key: RecordNoteKey, events: readonly NoteDraftEvent[]): void {
    const draft = this.#draftOf(key);
    if (!draft) return;
    const { draft: next, effects } = stepNoteDraftAll(draft, events);
    if (key === NEW_NOTE_KEY) {
      // Done with, saved and nothing more typed: the note lives in the list now, the field empties.
      const done = this.#finishing && next.id !== null && isSettled(next) && next.status === "saved";
      if (done) this.#finishing = false;
      this.#store.update((view) =>
        done
          ? { ...view, newNote: emptyNoteDraft("remove"), newNoteRound: view.newNoteRound + 1 }
          : { ...view, newNote: next },
      );
      if (done) this.#showNotes();
    } else {
      const noteId = noteIdOf(key);
      const edit = this.state.edits[noteId];
      if (!edit) return;
      const kept: EditedNote = { ...next, open: edit.open || next.status === "not-saved" };
      this.#setEdit(noteId, !kept.open && isSettled(kept) ? null : kept);
    }
    for (const effect of effects) void this.#track(this.#send(key, effect.call));
  }

  async #send(key: RecordNoteKey, call: NoteSend): Promise<void> {
    const outcome = await this.#perform(call);
    if (!outcome.ok) {
      this.#step(key, [{ kind: "sendFailed" }]);
      this.#announce(RECORD_NOTES_TEXTS.notSaved);
      return;
    }
    if ("note" in outcome) {
      // A note deleted meanwhile is not brought back by the reply of its last edit.
      if (!this.#changes.removed.includes(outcome.note.id)) this.#changes = withSavedNote(this.#changes, outcome.note);
      this.#step(key, [{ kind: "sendSucceeded", id: outcome.note.id }]);
      this.#announce(RECORD_NOTES_TEXTS.saved);
    } else {
      if (call.kind === "remove") this.#changes = withRemovedNote(this.#changes, call.id);
      this.#step(key, [{ kind: "sendSucceeded", id: null }]);
      this.#announce(RECORD_NOTES_TEXTS.deleted);
    }
    this.#showNotes();
    this.onChanged();
  }

  async #perform(call: NoteSend): Promise<NoteEditOutcome | NoteRemoveOutcome> {
    try {
      if (call.kind === "remove") return await this.calls.remove(call.id);
      if (call.kind === "create") return await this.calls.add(this.sessionId, call.content);
      return await this.calls.edit(call.id, call.content);
    } catch (error) {
      // The calls answer outcomes; a throw all the same is a failure, never a lost draft.
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  #track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.#inFlight.add(settled);
    void settled.then(() => this.#inFlight.delete(settled));
    return work;
  }

  #setEdit(noteId: string, edit: EditedNote | null): void {
    this.#store.update((view) => {
      const { [noteId]: _dropped, ...others } = view.edits;
      return { ...view, edits: edit ? { ...others, [noteId]: edit } : others };
    });
  }

  #announce(announcement: string): void {
    this.#store.update((view) => ({ ...view, announcement }));
  }

  #showNotes(): void {
    // The note the "Add a note" field is still writing shows in that field, not twice.
    const writing = this.state.newNote.id;
    const shown = applyNoteChanges(this.#loaded, this.#changes);
    const notes = writing === null ? shown : shown.filter((note) => note.id !== writing);
    this.#store.update((view) => ({ ...view, notes }));
  }
}
