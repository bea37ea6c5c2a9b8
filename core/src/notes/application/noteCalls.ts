import type { NoteContent } from "../domain/noteHtmlRules";

/** Spec 3 §7 "Sessions": the note calls. */
export const noteCalls = {
  create: (sessionId: string) => `sessions/${sessionId}/relationships/notes`,
  list: (sessionId: string) => `sessions/${sessionId}/relationships/notes`,
  update: (noteId: string) => `notes/${noteId}`,
  remove: (noteId: string) => `notes/${noteId}`,
  removeSeveral: (sessionId: string) => `sessions/${sessionId}/relationships/notes/remove-several`,
  upload: (sessionId: string) => `sessions/${sessionId}/relationships/notes/upload`,
} as const;

/**
 * The bodies of a note's creation and change (issue 22): the sanitised HTML and its plain text both,
 * so a server that derives the text from the HTML and one that still reads `text` alone agree.
 */
export const noteBodies = {
  create: (content: NoteContent, poiId: string | null = null) => ({
    data: {
      type: "sessions_notes",
      attributes: { html: content.html, text: content.text },
      ...(poiId === null ? {} : { relationships: { poi: { data: { type: "sessions_pois", id: poiId } } } }),
    },
  }),
  update: (noteId: string, content: NoteContent) => ({
    data: { type: "sessions_notes", id: noteId, attributes: { html: content.html, text: content.text } },
  }),
} as const;
