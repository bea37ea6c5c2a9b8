import { ApiClient } from "@lectern/core/api/ApiClient";
import { RecordNoteEditing } from "@lectern/core/notes/application/RecordNoteEditing";
import type { Container } from "inversify";

/**
 * The record page's note commands (add, edit, delete), for signed-in users only: owners and the
 * editors of a shared record. A signed-out viewer is always read-only and never asks for them.
 */
export const bindNoteEditing = (container: Container): void => {
  container.bind(RecordNoteEditing).toResolvedValue((api: ApiClient) => new RecordNoteEditing(api), [ApiClient]);
};
