import type { WindowLike } from "dompurify";

let made: Promise<WindowLike> | null = null;

/**
 * Node's window for sanitising notes' HTML (MACHINE.md: jsdom, never happy-dom, under DOMPurify):
 * one per process, made on the first note written as HTML. It runs no scripts and fetches nothing
 * (jsdom's defaults). Only Node code reaches this file (openDemoBackend), so the tab never bundles jsdom.
 */
export const jsdomNoteHtmlWindow = (): Promise<WindowLike> => {
  if (!made) {
    made = import("jsdom").then(({ JSDOM }) => new JSDOM("<!DOCTYPE html>").window);
    made.catch(() => {
      made = null;
    });
  }
  return made;
};
