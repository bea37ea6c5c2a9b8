/**
 * Changes the record page made to its notes and the page has not reloaded yet: saved notes (new or
 * edited) and removed ids. Shown over the loaded notes so a saved edit does not flash back to the old
 * text while the record reloads; dropped once the reloaded notes arrive.
 */
export interface NoteChanges<T extends { readonly id: string }> {
  readonly saved: readonly T[];
  readonly removed: readonly string[];
}

export const noNoteChanges = <T extends { readonly id: string }>(): NoteChanges<T> => ({ saved: [], removed: [] });

/** A note the server accepted (added or edited): the last save of an id wins. */
export const withSavedNote = <T extends { readonly id: string }>(changes: NoteChanges<T>, note: T): NoteChanges<T> => ({
  saved: [...changes.saved.filter((saved) => saved.id !== note.id), note],
  removed: changes.removed.filter((id) => id !== note.id),
});

/** A note the server removed. */
export const withRemovedNote = <T extends { readonly id: string }>(
  changes: NoteChanges<T>,
  id: string,
): NoteChanges<T> => ({
  saved: changes.saved.filter((saved) => saved.id !== id),
  removed: changes.removed.includes(id) ? changes.removed : [...changes.removed, id],
});

/**
 * The notes as they now are: removed ones left out, edited ones replaced in place, new ones after
 * the loaded ones in the order they were saved.
 */
export const applyNoteChanges = <T extends { readonly id: string }>(
  notes: readonly T[],
  changes: NoteChanges<T>,
): readonly T[] => {
  if (changes.saved.length === 0 && changes.removed.length === 0) return notes;
  const removed = new Set(changes.removed);
  const saved = new Map(changes.saved.map((note) => [note.id, note]));
  const known = new Set(notes.map((note) => note.id));
  return [
    ...notes.filter((note) => !removed.has(note.id)).map((note) => saved.get(note.id) ?? note),
    ...changes.saved.filter((note) => !known.has(note.id)),
  ];
};
