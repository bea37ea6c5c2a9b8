import type { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireResponse } from "@lectern/core/api/wire";
import {
  NoteDocument,
  NoteList,
  PoiDocument,
  PoiList,
  SavedSessionDocument,
  UserSettingsDocument,
  WatchDocument,
} from "./highlightsDocuments";

type Attributes = Readonly<Record<string, unknown>>;

/**
 * The highlight, note, session-save and settings calls, one request each, through core's ApiClient
 * (PATCH and DELETE travel as POST with the method override, as the client sends them).
 */
export class HighlightsDriver {
  constructor(readonly api: ApiClient) {}

  createPoi(sessionId: string, attributes: Attributes, type = "sessions_pois") {
    return this.api.request(
      { method: "POST", path: `sessions/${sessionId}/relationships/pois`, body: { data: { type, attributes } } },
      PoiDocument,
    );
  }

  listPois(sessionId: string) {
    return this.api.request({ method: "GET", path: `sessions/${sessionId}/relationships/pois` }, PoiList);
  }

  editPoi(poiId: string, attributes: Attributes) {
    return this.api.request(
      { method: "PATCH", path: `pois/${poiId}`, body: { data: { type: "sessions_pois", id: poiId, attributes } } },
      PoiDocument,
    );
  }

  removePoi(poiId: string): Promise<WireResponse> {
    return this.api.send({ method: "DELETE", path: `pois/${poiId}` });
  }

  watchPoi(sessionId: string, attributes: Attributes) {
    return this.api.request(
      {
        method: "POST",
        path: `sessions/${sessionId}/relationships/pois/watch`,
        body: { data: { type: "sessions_pois_watch", attributes } },
      },
      WatchDocument,
    );
  }

  createNote(sessionId: string, attributes: Attributes, poiId?: string | null, type = "sessions_notes") {
    const relationships =
      poiId === undefined ? {} : { relationships: { poi: { data: poiId && { type: "sessions_pois", id: poiId } } } };
    return this.api.request(
      {
        method: "POST",
        path: `sessions/${sessionId}/relationships/notes`,
        body: { data: { type, attributes, ...relationships } },
      },
      NoteDocument,
    );
  }

  listNotes(sessionId: string) {
    return this.api.request({ method: "GET", path: `sessions/${sessionId}/relationships/notes` }, NoteList);
  }

  editNote(noteId: string, text: unknown) {
    return this.editNoteWith(noteId, { text });
  }

  /** PATCH notes/{id} with these attributes (`html`, `text` or both). */
  editNoteWith(noteId: string, attributes: Attributes) {
    return this.api.request(
      {
        method: "PATCH",
        path: `notes/${noteId}`,
        body: { data: { type: "sessions_notes", id: noteId, attributes } },
      },
      NoteDocument,
    );
  }

  removeNote(noteId: string): Promise<WireResponse> {
    return this.api.send({ method: "DELETE", path: `notes/${noteId}` });
  }

  removeNotes(sessionId: string, noteIds: readonly string[]): Promise<WireResponse> {
    return this.removeNotesBody(sessionId, { data: noteIds.map((id) => ({ type: "sessions_notes", id })) });
  }

  removeNotesBody(sessionId: string, body: unknown): Promise<WireResponse> {
    return this.api.send({ method: "DELETE", path: `sessions/${sessionId}/relationships/notes/remove-several`, body });
  }

  uploadNoteFile(sessionId: string, name: string, bytes: Uint8Array, poiId?: string) {
    return this.api.request(
      {
        method: "POST",
        path: `sessions/${sessionId}/relationships/notes/upload`,
        ...(poiId ? { query: { poi_id: poiId } } : {}),
        body: { data: { type: "sessions_notes" } },
        files: [{ field: "file", name, data: new Blob([bytes as Uint8Array<ArrayBuffer>]) }],
      },
      NoteDocument,
    );
  }

  saveSession(sessionId: string, attributes: Attributes) {
    return this.api.request(
      {
        method: "PATCH",
        path: `sessions/${sessionId}`,
        body: { data: { type: "sessions", id: sessionId, attributes } },
      },
      SavedSessionDocument,
    );
  }

  settings() {
    return this.api.request({ method: "GET", path: "v2/user/settings" }, UserSettingsDocument);
  }

  saveSettings(attributes: Attributes) {
    return this.api.request(
      { method: "PATCH", path: "v2/user/settings", body: { data: { type: "user_settings", attributes } } },
      UserSettingsDocument,
    );
  }
}
