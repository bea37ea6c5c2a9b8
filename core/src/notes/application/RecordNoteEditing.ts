import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { isEmptyNoteContent } from "../domain/noteDrafts";
import type { NoteContent } from "../domain/noteHtmlRules";
import { noteBodies, noteCalls } from "./noteCalls";
import { type Note, NoteReply, toNote } from "./noteReplies";

/** How a note command ended: the saved note (add, edit), or why it was not saved. */
export type NoteEditOutcome =
  | { readonly ok: true; readonly note: Note }
  | { readonly ok: false; readonly reason: "empty" | "failed"; readonly message: string };

export type NoteRemoveOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Blank text is refused before any call: the server would answer 422 "The text field is required.". */
const EMPTY: NoteEditOutcome = { ok: false, reason: "empty", message: "The text field is required." };

/**
 * The record page's note calls (spec 3 §7 notes calls): add a session-wide note, change a note's
 * content, delete a note. Owners and editors of a shared record use it alike: on a shared record the
 * ApiClient already carries X-SHARED-ID. Spec 3 §8 swallows note create and edit errors, so a failure
 * is an outcome the page shows quietly, never a throw.
 */
export class RecordNoteEditing {
  constructor(private readonly api: Pick<ApiClient, "request" | "send">) {}

  /** POST sessions/{id}/relationships/notes: a note of the whole session (no highlight). */
  async add(sessionId: string, content: NoteContent): Promise<NoteEditOutcome> {
    if (isEmptyNoteContent(content)) return EMPTY;
    try {
      const reply = await this.api.request(
        { method: "POST", path: noteCalls.create(sessionId), body: noteBodies.create(content) },
        NoteReply,
      );
      return { ok: true, note: toNote(reply.data) };
    } catch (error) {
      return { ok: false, reason: "failed", message: errorText(error) };
    }
  }

  /** PATCH notes/{id}: the note's new content. */
  async edit(noteId: string, content: NoteContent): Promise<NoteEditOutcome> {
    if (isEmptyNoteContent(content)) return EMPTY;
    try {
      const reply = await this.api.request(
        { method: "PATCH", path: noteCalls.update(noteId), body: noteBodies.update(noteId, content) },
        NoteReply,
      );
      return { ok: true, note: toNote(reply.data) };
    } catch (error) {
      return { ok: false, reason: "failed", message: errorText(error) };
    }
  }

  /** DELETE notes/{id}: a text note, or a file note with its file. */
  async remove(noteId: string): Promise<NoteRemoveOutcome> {
    try {
      await this.api.send({ method: "DELETE", path: noteCalls.remove(noteId) });
      return { ok: true };
    } catch (error) {
      return { ok: false, message: errorText(error) };
    }
  }
}
