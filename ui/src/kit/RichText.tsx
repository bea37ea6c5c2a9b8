import { clsx } from "clsx";
import { use, useMemo } from "react";
import type * as Renderer from "./richText/renderRichText";
import "./RichText.css";

let loading: Promise<typeof Renderer> | null = null;

/**
 * The renderer module (marked, DOMPurify, KaTeX), fetched once on first use. A failed fetch is
 * forgotten, so a retry fetches again.
 */
export const loadRichText = (): Promise<typeof Renderer> =>
  (loading ??= import("./richText/renderRichText").catch((error: unknown) => {
    loading = null;
    throw error;
  }));

export interface RichTextProps {
  /** Markdown with math between $$ $$, \[ \] or \( \) (spec 3 §2). */
  readonly text: string;
  /** Reading emphasis (spec 3 §2). */
  readonly emphasis?: boolean;
  readonly className?: string;
}

/**
 * Study text as sanitised markdown with typeset math; links open in a new window. It suspends
 * until the renderer has loaded: put it under a Suspense boundary that shows the loading state
 * (and an error boundary for a renderer that could not be fetched).
 */
export function RichText({ text, emphasis = false, className }: RichTextProps) {
  const renderer = use(loadRichText());
  const rendered = useMemo(() => renderer.renderRichText(text, { emphasis }), [renderer, text, emphasis]);
  return (
    <>
      {/* React hoists the stylesheet into <head> once, however many formulas ask for it. */}
      {rendered.hasMath && <link rel="stylesheet" href={renderer.katexStylesheet} precedence="katex" />}
      <div
        className={clsx("kit-rich-text", className)}
        // Sanitised by DOMPurify in renderRichText; the formulas are KaTeX's own output with trust off.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </>
  );
}
