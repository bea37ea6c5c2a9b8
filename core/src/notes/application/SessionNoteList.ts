import type { ApiClient } from "../../api/ApiClient";
import { type RecordingSession, sameRecordingSession } from "../../recording/application/RecordingSession";
import { noteCalls } from "./noteCalls";
import { type Note, NoteListReply, toNote } from "./noteReplies";

/**
 * One notes load per session: the notes panel (texts) and the attachments (files) both read the
 * session's notes list, so they share one GET per recording session instead of asking twice. A
 * failed load is forgotten, so the next session change asks again.
 */
export class SessionNoteList {
  #last: { readonly session: RecordingSession; readonly notes: Promise<readonly Note[]> } | null = null;

  constructor(private readonly api: Pick<ApiClient, "request">) {}

  /** The notes of `session` (which must have a server id), loaded once for it. */
  load(session: RecordingSession & { readonly sessionId: string }): Promise<readonly Note[]> {
    if (this.#last && sameRecordingSession(this.#last.session, session)) return this.#last.notes;
    const notes = this.api
      .request({ method: "GET", path: noteCalls.list(session.sessionId) }, NoteListReply)
      .then((reply) => reply.data.map(toNote));
    const entry = { session, notes };
    this.#last = entry;
    notes.catch(() => {
      if (this.#last === entry) this.#last = null;
    });
    return notes;
  }
}
