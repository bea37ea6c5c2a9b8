import { ApiClient } from "@lectern/core/api/ApiClient";
import { RecordNoteEditing } from "@lectern/core/notes/application/RecordNoteEditing";
import { RecordNotesEditor } from "@lectern/core/notes/application/RecordNotesEditor";
import { RecordNotesEditorFactory } from "@lectern/core/notes/application/RecordNotesEditorFactory";
import type { Container } from "inversify";

/**
 * The record page's note editing (add, edit, delete), for signed-in users only: owners and the
 * editors of a shared record. A signed-out viewer is always read-only and never asks for it. Each
 * shown record gets its own RecordNotesEditor from the factory.
 */
export const bindNoteEditing = (container: Container): void => {
  container.bind(RecordNoteEditing).toResolvedValue((api: ApiClient) => new RecordNoteEditing(api), [ApiClient]);
  container.bind(RecordNotesEditorFactory).toResolvedValue(
    (calls: RecordNoteEditing): RecordNotesEditorFactory => ({
      create: (sessionId, onChanged) => new RecordNotesEditor(calls, sessionId, onChanged),
    }),
    [RecordNoteEditing],
  );
};
