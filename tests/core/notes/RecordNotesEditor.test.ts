import type { Note } from "@lectern/core/notes/application/noteReplies";
import type { NoteEditOutcome, NoteRemoveOutcome } from "@lectern/core/notes/application/RecordNoteEditing";
import { NEW_NOTE_KEY, RecordNotesEditor, recordNoteKey } from "@lectern/core/notes/application/RecordNotesEditor";
import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { RECORD_NOTES_TEXTS as TEXTS } from "@lectern/core/notes/domain/recordNoteTexts";
import { describe, expect, it } from "vitest";
import { noteContentOf as content } from "./noteContentOf";

const note = (id: string, text: string, file: Note["file"] = null): Note => ({
  id,
  ...content(text),
  poiId: null,
  file,
});

const LOADED: readonly Note[] = [
  note("1", "Osmosis moves water"),
  note("3", "slides.pdf", { name: "slides.pdf", url: "https://files/slides.pdf" }),
];

type Call =
  | { readonly kind: "add"; readonly sessionId: string; readonly content: NoteContent }
  | { readonly kind: "edit"; readonly id: string; readonly content: NoteContent }
  | { readonly kind: "remove"; readonly id: string };

/**
 * A RecordNoteEditing double that answers when the test says so, oldest call first, so the test
 * decides how typing and answers interleave.
 */
class ScriptedNoteCalls {
  readonly calls: Call[] = [];
  readonly #waiting: { readonly call: Call; readonly answer: (ok: boolean) => void }[] = [];
  #nextId = 100;

  add = (sessionId: string, sent: NoteContent) =>
    this.#wait<NoteEditOutcome>({ kind: "add", sessionId, content: sent });
  edit = (id: string, sent: NoteContent) => this.#wait<NoteEditOutcome>({ kind: "edit", id, content: sent });
  remove = (id: string) => this.#wait<NoteRemoveOutcome>({ kind: "remove", id });

  get pending(): number {
    return this.#waiting.length;
  }

  /** Answers the oldest call waiting (or the newest), then lets the service's continuations run. */
  async answer(ok = true, which: "oldest" | "newest" = "oldest"): Promise<void> {
    const next = which === "oldest" ? this.#waiting.shift() : this.#waiting.pop();
    if (!next) throw new Error("no call is waiting");
    next.answer(ok);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  #wait<T extends NoteEditOutcome | NoteRemoveOutcome>(call: Call): Promise<T> {
    this.calls.push(call);
    return new Promise<T>((resolve) => {
      this.#waiting.push({
        call,
        answer: (ok) => {
          if (!ok) return resolve({ ok: false, reason: "failed", message: "offline" } as T);
          if (call.kind === "remove") return resolve({ ok: true } as T);
          const id = call.kind === "add" ? String(this.#nextId++) : call.id;
          resolve({ ok: true, note: { id, ...call.content, poiId: null, file: null } } as T);
        },
      });
    });
  }
}

const open = () => {
  const calls = new ScriptedNoteCalls();
  const changed: number[] = [];
  const editor = new RecordNotesEditor(calls, "41", () => changed.push(changed.length + 1));
  editor.notesLoaded(LOADED);
  return { calls, editor, changed };
};

const texts = (editor: RecordNotesEditor) => editor.state.notes.map((shown) => shown.text);

describe("RecordNotesEditor: the record page's autosaving notes", () => {
  it("creates a note from the add field at once, keeps writing it there, and empties the field once done with", async () => {
    const { calls, editor, changed } = open();
    editor.type(NEW_NOTE_KEY, content("Water potential"));
    expect(calls.calls).toEqual([{ kind: "add", sessionId: "41", content: content("Water potential") }]);
    expect(editor.state.newNote.status).toBe("saving");
    await calls.answer();
    // A pause in typing is not the end of the note: it stays in the field, and not twice on the page.
    expect(editor.state.newNote).toMatchObject({ id: "100", typed: { text: "Water potential" }, status: "saved" });
    expect(texts(editor)).toEqual(["Osmosis moves water", "slides.pdf"]);
    expect(editor.state.announcement).toBe(TEXTS.saved);
    expect(changed).toEqual([1]);
    editor.type(NEW_NOTE_KEY, content("Water potential is lower in a salty cell"));
    expect(calls.calls[1]).toEqual({
      kind: "edit",
      id: "100",
      content: content("Water potential is lower in a salty cell"),
    });
    await calls.answer();
    editor.finishNew();
    expect(editor.state.newNote).toMatchObject({ id: null, typed: { text: "" }, status: "saved" });
    expect(editor.state.newNoteRound).toBe(1);
    expect(texts(editor)).toEqual(["Osmosis moves water", "slides.pdf", "Water potential is lower in a salty cell"]);
  });

  it("done with while its note is still being created: the field empties once the note is saved", async () => {
    const { calls, editor } = open();
    editor.type(NEW_NOTE_KEY, content("Turgor"));
    editor.finishNew();
    expect(editor.state.newNote.typed.text).toBe("Turgor");
    await calls.answer();
    expect(editor.state.newNote.typed.text).toBe("");
    expect(editor.state.newNoteRound).toBe(1);
    expect(texts(editor)).toEqual(["Osmosis moves water", "slides.pdf", "Turgor"]);
  });

  it("sends nothing for a blank add field", () => {
    const { calls, editor } = open();
    editor.type(NEW_NOTE_KEY, content("   "));
    expect(calls.calls).toEqual([]);
    expect(editor.state.newNote.status).toBe("saved");
  });

  it("typing on while the note is created updates that note after its creation, then empties the field once done", async () => {
    const { calls, editor } = open();
    editor.type(NEW_NOTE_KEY, content("Water"));
    editor.type(NEW_NOTE_KEY, content("Water potential"));
    editor.finishNew();
    // One call at a time: the update waits for the id its creation brings.
    expect(calls.calls).toHaveLength(1);
    await calls.answer();
    expect(editor.state.newNote).toMatchObject({ id: "100", typed: { text: "Water potential" }, status: "saving" });
    expect(calls.calls[1]).toEqual({ kind: "edit", id: "100", content: content("Water potential") });
    await calls.answer();
    expect(editor.state.newNote.typed.text).toBe("");
    expect(texts(editor)).toEqual(["Osmosis moves water", "slides.pdf", "Water potential"]);
  });

  it("keeps the draft when a save fails, says 'Not saved — try again', and the next typing retries", async () => {
    const { calls, editor, changed } = open();
    editor.type(NEW_NOTE_KEY, content("Do not lose me"));
    await calls.answer(false);
    expect(editor.state.newNote).toMatchObject({ typed: { text: "Do not lose me" }, status: "not-saved" });
    expect(editor.state.announcement).toBe(TEXTS.notSaved);
    expect(changed).toEqual([]);
    editor.type(NEW_NOTE_KEY, content("Do not lose me!"));
    expect(calls.calls[1]).toEqual({ kind: "add", sessionId: "41", content: content("Do not lose me!") });
    await calls.answer();
    editor.finishNew();
    expect(editor.state.newNote.typed.text).toBe("");
    expect(changed).toEqual([1]);
  });

  it("edits a note in place as it is typed; the reply shows over the loaded notes; Done closes it", async () => {
    const { calls, editor, changed } = open();
    editor.startEdit("1");
    expect(editor.state.edits["1"]).toMatchObject({ open: true, typed: content("Osmosis moves water") });
    editor.type(recordNoteKey("1"), content("Osmosis moves water across a membrane"));
    expect(calls.calls).toEqual([{ kind: "edit", id: "1", content: content("Osmosis moves water across a membrane") }]);
    await calls.answer();
    expect(texts(editor)).toEqual(["Osmosis moves water across a membrane", "slides.pdf"]);
    expect(editor.state.edits["1"]).toMatchObject({ open: true, status: "saved" });
    expect(changed).toEqual([1]);
    editor.closeEdit("1");
    expect(editor.state.edits).toEqual({});
  });

  it("sends nothing for an edit that changes nothing, and keeps (never removes) a note emptied in its editor", () => {
    const { calls, editor } = open();
    editor.startEdit("1");
    editor.type(recordNoteKey("1"), content("Osmosis moves water"));
    editor.type(recordNoteKey("1"), content(""));
    expect(calls.calls).toEqual([]);
    editor.closeEdit("1");
    expect(texts(editor)).toContain("Osmosis moves water");
  });

  it("a closed editor's save still lands; one that failed is sent again on close and reopens if it fails again", async () => {
    const { calls, editor } = open();
    editor.startEdit("1");
    editor.type(recordNoteKey("1"), content("Half a thought"));
    editor.closeEdit("1");
    expect(editor.state.edits["1"]).toMatchObject({ open: false, status: "saving" });
    await calls.answer(false);
    // Nothing typed is dropped silently: the editor comes back with the draft.
    expect(editor.state.edits["1"]).toMatchObject({
      open: true,
      status: "not-saved",
      typed: { text: "Half a thought" },
    });
    editor.closeEdit("1");
    expect(calls.calls[1]).toEqual({ kind: "edit", id: "1", content: content("Half a thought") });
    await calls.answer();
    expect(editor.state.edits).toEqual({});
    expect(texts(editor)[0]).toBe("Half a thought");
  });

  it("deletes a note or a file only after asking; Cancel keeps it", async () => {
    const { calls, editor, changed } = open();
    editor.askRemove("1");
    expect(editor.state.question).toEqual({ id: "1", label: "Osmosis moves water", file: false });
    editor.cancelRemove();
    expect(editor.state.question).toBeNull();
    expect(calls.calls).toEqual([]);

    editor.askRemove("3");
    expect(editor.state.question).toEqual({ id: "3", label: "slides.pdf", file: true });
    const removed = editor.confirmRemove();
    expect(editor.state.removing).toBe(true);
    await calls.answer();
    expect(await removed).toBe(true);
    expect(editor.state).toMatchObject({ question: null, removing: false, announcement: TEXTS.deleted });
    expect(texts(editor)).toEqual(["Osmosis moves water"]);
    expect(changed).toEqual([1]);
  });

  it("says the note was not removed when the delete fails, and keeps it", async () => {
    const { calls, editor, changed } = open();
    editor.askRemove("1");
    const removed = editor.confirmRemove();
    await calls.answer(false);
    expect(await removed).toBe(false);
    expect(editor.state).toMatchObject({ removeFailed: "1", announcement: TEXTS.notRemoved, question: null });
    expect(texts(editor)).toContain("Osmosis moves water");
    expect(changed).toEqual([]);
  });

  it("closes the editor of a deleted note; its edit's late reply does not bring it back", async () => {
    const { calls, editor } = open();
    editor.startEdit("1");
    editor.type(recordNoteKey("1"), content("Changed"));
    editor.askRemove("1");
    const removed = editor.confirmRemove();
    await calls.answer(true, "newest"); // the removal lands first
    expect(await removed).toBe(true);
    await calls.answer(); // then the edit's reply
    expect(editor.state.edits).toEqual({});
    expect(texts(editor)).toEqual(["slides.pdf"]);
    expect(calls.pending).toBe(0);
  });

  it("drops its own changes once the reloaded notes arrive", async () => {
    const { calls, editor } = open();
    editor.type(NEW_NOTE_KEY, content("Fresh"));
    await calls.answer();
    editor.finishNew();
    const reloaded = [note("100", "Fresh (as the server keeps it)")];
    editor.notesLoaded(reloaded);
    expect(editor.state.notes).toBe(reloaded);
  });

  it("flush waits for the calls on their way; once disposed it takes no command but still reports what lands", async () => {
    const { calls, editor, changed } = open();
    editor.type(NEW_NOTE_KEY, content("Last words"));
    let flushed = false;
    const flushing = editor.flush().then(() => (flushed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flushed).toBe(false);
    editor.dispose();
    editor.type(NEW_NOTE_KEY, content("Ignored"));
    editor.startEdit("1");
    expect(calls.pending).toBe(1);
    await calls.answer();
    await flushing;
    expect(flushed).toBe(true);
    expect(changed).toEqual([1]);
    expect(editor.state.edits).toEqual({});
  });
});
