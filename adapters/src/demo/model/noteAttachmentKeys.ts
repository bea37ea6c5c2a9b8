import type { DemoNote } from "../db/DemoSnapshot";

/** The media store keys of these notes' files (apart from notes.ts: the backend's assembly needs only this). */
export const attachmentKeysOf = (notes: readonly DemoNote[]): string[] =>
  notes.flatMap((note) => (note.attachment ? [note.attachment.key] : []));
