/** What the server holds for one note field: its id once created, and the text it last accepted. */
export interface SavedNote {
  readonly id: string | null;
  readonly text: string;
}

export type NoteCall =
  | { readonly kind: "none" }
  | { readonly kind: "create"; readonly text: string }
  | { readonly kind: "update"; readonly id: string; readonly text: string }
  | { readonly kind: "remove"; readonly id: string };

/** Blank text counts as no text: a note of spaces is removed, never created. */
export const noteTextOrNull = (text: string | null): string | null => (text !== null && text.trim() ? text : null);

/**
 * Spec 2 §4.4: a note is created when text appears without an id, updated when its text changes and
 * removed when its text becomes null; §5: a note is only sent when edited.
 */
export const nextNoteCall = (saved: SavedNote, typed: string | null): NoteCall => {
  const text = noteTextOrNull(typed);
  if (saved.id === null) return text === null ? { kind: "none" } : { kind: "create", text };
  if (text === null) return { kind: "remove", id: saved.id };
  return text === saved.text ? { kind: "none" } : { kind: "update", id: saved.id, text };
};

/**
 * Spec 2 §4.4: a note typed while a highlight records is saved once the highlight is completed,
 * attached to it, and dropped if empty.
 */
export const noteForCompletedHighlight = (
  typed: string,
  highlightId: string,
): { text: string; poiId: string } | null => {
  const text = noteTextOrNull(typed);
  return text === null ? null : { text, poiId: highlightId };
};
