/** Spec 3 §7 "Sessions": the note calls. */
export const noteCalls = {
  create: (sessionId: string) => `sessions/${sessionId}/relationships/notes`,
  list: (sessionId: string) => `sessions/${sessionId}/relationships/notes`,
  update: (noteId: string) => `notes/${noteId}`,
  remove: (noteId: string) => `notes/${noteId}`,
  removeSeveral: (sessionId: string) => `sessions/${sessionId}/relationships/notes/remove-several`,
  upload: (sessionId: string) => `sessions/${sessionId}/relationships/notes/upload`,
} as const;
