export const NoteFileAddress = Symbol.for("NoteFileAddress");

/**
 * Turns a link note's url into an address an image, frame or download link can load. The API's
 * files are plain links; the in-browser demo has no server, so its files become object URLs.
 * (A port of the notes feature alone, kept beside its only user.)
 */
export interface NoteFileAddress {
  /** Rejects when the file cannot be read. */
  open(url: string): Promise<string>;
  /** A text file's content, for the document viewer to show as text. Rejects when it cannot be read. */
  readText(url: string): Promise<string>;
  /** The address is no longer shown; an object URL can be freed. */
  release(address: string): void;
}
