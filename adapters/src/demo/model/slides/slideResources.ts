import type { DemoDatabase } from "../../db/DemoDatabase";
import type { DemoSlideNote, DemoSlideSet } from "../../db/DemoSnapshot";
import { iso } from "../../routing/replies";

/** A slide set as the wire contract's SlideSet, its file at `slideUrl`. */
export const slideSetResource = (set: DemoSlideSet, slideUrl: string) => ({
  id: set.id,
  slideUrl,
  name: set.name,
  format: set.format,
  created_at: iso(set.createdAt),
  updated_at: iso(set.updatedAt),
});

/** A page's note as the wire contract's SlideNote; `order` is its 1-based place by page number. */
export const slideNoteResource = (note: DemoSlideNote, order: number) => ({
  id: note.id,
  slideId: note.slideSetId,
  pageUrl: null,
  pageNumber: note.pageNumber,
  note: note.html,
  text: note.text,
  ocr: note.ocr,
  createdAt: iso(note.createdAt),
  order,
});

export const slideSetOf = (db: DemoDatabase, sessionId: string): DemoSlideSet | null =>
  db.data.slideSets.find((set) => set.sessionId === sessionId) ?? null;

/** The set's notes by page number. */
export const slideNotesOf = (db: DemoDatabase, setId: string): DemoSlideNote[] =>
  db.data.slideNotes.filter((note) => note.slideSetId === setId).sort((a, b) => a.pageNumber - b.pageNumber);

/** The list of contract call 4 (and the shared record's `slides`): `[]`, or the session's set with its notes. */
export const slidesList = (db: DemoDatabase, sessionId: string, slideUrl: (set: DemoSlideSet) => string) => {
  const set = slideSetOf(db, sessionId);
  if (!set) return [];
  const notes = slideNotesOf(db, set.id).map((note, index) => slideNoteResource(note, index + 1));
  return [{ data: { ...slideSetResource(set, slideUrl(set)), slideNotes: notes } }];
};
