import { clsx } from "clsx";
import { use, useEffect, useMemo, useState } from "react";
import type * as Renderer from "./renderNoteHtml";
import "./noteContent.css";

let loading: Promise<typeof Renderer> | null = null;

/**
 * The renderer module (DOMPurify, KaTeX), fetched once on first use. A failed fetch is forgotten, so a
 * retry fetches again.
 */
export const loadNoteHtml = (): Promise<typeof Renderer> =>
  (loading ??= import("./renderNoteHtml").catch((error: unknown) => {
    loading = null;
    throw error;
  }));

export interface NoteHtmlProps {
  /** A note's stored HTML (the editor's format). */
  readonly html: string;
  readonly className?: string;
}

/**
 * A note's rich text shown read-only (the read-only and shared record pages, note lists), looking like
 * the editor. It suspends until the renderer has loaded: put it under a Suspense boundary that shows the
 * loading state (and an error boundary for a renderer that could not be fetched).
 */
export function NoteHtml({ html, className }: NoteHtmlProps) {
  return <RenderedNoteHtml renderer={use(loadNoteHtml())} html={html} className={className} />;
}

/**
 * The renderer once loaded, null until then (or for good when it cannot be fetched): for lists that
 * show each note's plain text meanwhile rather than suspend.
 */
export const useNoteHtmlRenderer = (): typeof Renderer | null => {
  const [renderer, setRenderer] = useState<typeof Renderer | null>(null);
  useEffect(() => {
    let shown = true;
    loadNoteHtml().then(
      (loaded) => shown && setRenderer(() => loaded),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return renderer;
};

/** A note's HTML through a loaded renderer (NoteHtml, or a list holding `useNoteHtmlRenderer`). */
export function RenderedNoteHtml({ renderer, html, className }: NoteHtmlProps & { renderer: typeof Renderer }) {
  const rendered = useMemo(() => renderer.renderNoteHtml(html), [renderer, html]);
  return (
    <>
      {/* React hoists the stylesheet into <head> once, however many notes ask for it. */}
      {rendered.hasMath && <link rel="stylesheet" href={renderer.katexStylesheet} precedence="katex" />}
      <div
        className={clsx("note-content note-html", className)}
        // Sanitised by DOMPurify to the stored format in renderNoteHtml; formulas are KaTeX's output, trust off.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </>
  );
}
