import type { DemoDatabase } from "../../db/DemoDatabase";
import type { NoteHtmlSanitiser } from "./createNoteHtmlSanitiser";
import { type NoteHtmlWindow, registeredNoteHtmlWindow } from "./noteHtmlWindowRegistry";

export type { NoteHtmlWindow } from "./noteHtmlWindowRegistry";

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

const sanitisers = new WeakMap<DemoDatabase, Promise<NoteHtmlSanitiser>>();

/**
 * The database's sanitiser, made on first use: DOMPurify (and on the server jsdom) load with the
 * first note written as HTML, not with the notes' routes. A failed load is tried again next time.
 */
export const noteHtmlSanitiserOf = (db: DemoDatabase): Promise<NoteHtmlSanitiser> => {
  let made = sanitisers.get(db);
  if (!made) {
    const window = registeredNoteHtmlWindow(db) ?? pageWindow;
    made = Promise.all([window(), import("./createNoteHtmlSanitiser")]).then(([found, { createNoteHtmlSanitiser }]) =>
      createNoteHtmlSanitiser(found),
    );
    sanitisers.set(db, made);
    made.catch(() => sanitisers.delete(db));
  }
  return made;
};
