import type { WindowLike } from "dompurify";
import type { DemoDatabase } from "../../db/DemoDatabase";
import type { NoteHtmlSanitiser } from "./createNoteHtmlSanitiser";

/** The window a backend sanitises notes' HTML on, got on the first note written as HTML. */
export type NoteHtmlWindow = () => WindowLike | Promise<WindowLike>;

/**
 * The tab's: the page's own window. The Node server, the tests and the benchmarks (openDemoBackend)
 * pass jsdomNoteHtmlWindow instead, so nothing here names jsdom.
 */
export const pageWindow: NoteHtmlWindow = () => {
  if (typeof window === "undefined") {
    throw new Error("This backend has no window to sanitise note HTML on: give it one (noteHtmlWindow).");
  }
  return window;
};

const windows = new WeakMap<DemoDatabase, NoteHtmlWindow>();
const sanitisers = new WeakMap<DemoDatabase, Promise<NoteHtmlSanitiser>>();

/** One window per demo database, registered by assembleDemoBackend. */
export const registerNoteHtmlWindow = (db: DemoDatabase, window: NoteHtmlWindow): void => {
  windows.set(db, window);
  sanitisers.delete(db);
};

/**
 * The database's sanitiser, made on first use: DOMPurify (and on the server jsdom) load with the
 * first note written as HTML, not with the notes' routes. A failed load is tried again next time.
 */
export const noteHtmlSanitiserOf = (db: DemoDatabase): Promise<NoteHtmlSanitiser> => {
  let made = sanitisers.get(db);
  if (!made) {
    const window = windows.get(db) ?? pageWindow;
    made = Promise.all([window(), import("./createNoteHtmlSanitiser")]).then(([found, { createNoteHtmlSanitiser }]) =>
      createNoteHtmlSanitiser(found),
    );
    sanitisers.set(db, made);
    made.catch(() => sanitisers.delete(db));
  }
  return made;
};
