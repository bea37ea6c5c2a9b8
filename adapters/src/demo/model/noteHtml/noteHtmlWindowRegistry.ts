import type { WindowLike } from "dompurify";
import type { DemoDatabase } from "../../db/DemoDatabase";

/** The window a backend sanitises notes' HTML on, got on the first note written as HTML. */
export type NoteHtmlWindow = () => WindowLike | Promise<WindowLike>;

const windows = new WeakMap<DemoDatabase, NoteHtmlWindow>();

/**
 * A database's window other than the page's (the Node server's jsdom), registered by
 * assembleDemoBackend before any request. Apart from noteHtmlWindows, so the sign-in page's backend
 * carries only this.
 */
export const registerNoteHtmlWindow = (db: DemoDatabase, window: NoteHtmlWindow): void => {
  windows.set(db, window);
};

export const registeredNoteHtmlWindow = (db: DemoDatabase): NoteHtmlWindow | undefined => windows.get(db);
