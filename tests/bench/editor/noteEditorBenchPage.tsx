// Runs in Chromium: the real NoteEditor (the lazy Quill chunk) opened on a long note, typed into by
// run.ts through real key events, while the main thread's long tasks and frames are recorded.
import type { NoteContent } from "@lectern/core/notes/domain/noteHtmlRules";
import { createRoot } from "react-dom/client";
import { NoteEditor } from "../../../ui/src/editor/NoteEditor";
import "../../../ui/src/kit/theme.css";
import { longNote } from "./longNote";

export interface TypingFigures {
  readonly longTasks: number;
  readonly maxLongTaskMs: number;
  /** The longest gap between two frames while typing, and the frames drawn. */
  readonly maxFrameMs: number;
  readonly frames: number;
  /** A key's event (its timeStamp) to the next frame's start, per key pressed. */
  readonly keyMedianMs: number;
  readonly keyMaxMs: number;
  readonly keys: number;
  /** Notes the editor emitted (debounced at 500 ms) and the plain text length of the last. */
  readonly emitted: number;
  readonly emittedChars: number;
}

export interface NoteEditorBenchApi {
  /** Opens the editor on a note of `characters`; ms from render to the text in the editor. */
  mount(characters: number): Promise<{ mountMs: number; chars: number }>;
  /** The longest long task seen around a known 80 ms task: proves this browser reports them. */
  calibrate(): Promise<number>;
  /** Starts recording long tasks, frames and key events. */
  observe(): void;
  /** Waits for the emit after the last key, then stops recording. */
  finish(): Promise<TypingFigures>;
}

declare global {
  interface Window {
    noteEditorBench: NoteEditorBenchApi;
  }
}

const emitted: { content: NoteContent; at: number }[] = [];
let onEmit: (() => void) | null = null;
let lastKeyAt = 0;
let stopObserving: (() => Omit<TypingFigures, "emitted" | "emittedChars">) | null = null;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[sorted.length >> 1]!;
};

window.noteEditorBench = {
  async mount(characters) {
    const note = longNote(characters);
    const root = document.getElementById("root");
    if (!root) throw new Error("no root");
    const started = performance.now();
    createRoot(root).render(
      <div style={{ maxWidth: 720, padding: 24 }}>
        <NoteEditor
          label="Session notes"
          documentKey="bench"
          initialContent={note}
          onChange={(content) => {
            emitted.push({ content, at: performance.now() });
            onEmit?.();
          }}
        />
      </div>,
    );
    await new Promise<void>((resolve) => {
      const check = () => {
        const editor = document.querySelector(".ql-editor");
        if (editor && (editor.textContent ?? "").length >= characters * 0.9) resolve();
        else requestAnimationFrame(check);
      };
      check();
    });
    return { mountMs: performance.now() - started, chars: note.text.length };
  },

  async calibrate() {
    const seen: number[] = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    });
    tasks.observe({ type: "longtask" });
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        const until = performance.now() + 80;
        while (performance.now() < until) {
          // A known long task.
        }
        resolve();
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    tasks.takeRecords().forEach((entry) => seen.push(entry.duration));
    tasks.disconnect();
    return Math.max(0, ...seen);
  },

  observe() {
    const longTasks: number[] = [];
    const keys: number[] = [];
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    tasks.observe({ type: "longtask" });
    const onKey = (event: KeyboardEvent) => {
      lastKeyAt = performance.now();
      requestAnimationFrame(() => keys.push(performance.now() - event.timeStamp));
    };
    document.addEventListener("keydown", onKey, true);
    let frames = 0;
    let maxFrameMs = 0;
    let last = performance.now();
    let running = true;
    const frame = (now: number) => {
      if (!running) return;
      frames += 1;
      maxFrameMs = Math.max(maxFrameMs, now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    stopObserving = () => {
      running = false;
      for (const entry of tasks.takeRecords()) longTasks.push(entry.duration);
      tasks.disconnect();
      document.removeEventListener("keydown", onKey, true);
      return {
        longTasks: longTasks.length,
        maxLongTaskMs: Math.max(0, ...longTasks),
        maxFrameMs,
        frames,
        keyMedianMs: median(keys),
        keyMaxMs: Math.max(0, ...keys),
        keys: keys.length,
      };
    };
  },

  async finish() {
    // The debounce's emit after the last key is part of what typing costs: wait for it, then a frame.
    await new Promise<void>((resolve) => {
      if ((emitted.at(-1)?.at ?? 0) > lastKeyAt) resolve();
      else onEmit = resolve;
    });
    onEmit = null;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const figures = stopObserving?.();
    if (!figures) throw new Error("observe first");
    return { ...figures, emitted: emitted.length, emittedChars: emitted.at(-1)?.content.text.length ?? 0 };
  },
};
