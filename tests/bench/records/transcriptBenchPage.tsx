// Runs in Chromium: the real TranscriptPanel over a 4-hour transcript, driven like the record page
// drives it (the player's time as a prop, seeks back through onSeek). run by transcriptBench.ts.
import { flattenTranscript } from "@lectern/core/records/transcript/flattenTranscript";
import type { Transcript } from "@lectern/core/records/transcript/Transcript";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { TranscriptPanel } from "../../../ui/src/features/records/record/transcript/TranscriptPanel";
import "../../../ui/src/kit/theme.css";
import { BENCH_SPEAKERS, benchTurns } from "./transcriptFixture";

export interface PlaybackFigures {
  /** Long tasks (> 50 ms, PerformanceObserver 'longtask') while playing. */
  readonly longTasks: number;
  readonly maxLongTaskMs: number;
  /** Frames drawn and the longest gap between two frames. */
  readonly frames: number;
  readonly maxFrameMs: number;
  /** How many times the current sentence moved on. */
  readonly sentenceChanges: number;
}

export interface TranscriptBenchApi {
  /** Renders the panel; ms from render() to the first rows in the DOM, and to the next frame. */
  mount(): Promise<{ flattenMs: number; rowsMs: number; frameMs: number; sentences: number; words: number }>;
  /** Plays at `rate` for `seconds` of wall time from `from` (seconds into the lecture). */
  play(rate: number, seconds: number, from: number): Promise<PlaybackFigures>;
  /** Arms a click measure on sentence `index`; clickLatency() then gives click → aria-current ms. */
  armClick(index: number): void;
  clickLatency(): Promise<number>;
  /** Sentences whose rows are wholly in view, except the current one. */
  visibleSentences(): number[];
  /** Puts playback at `seconds` (as a seek from the player). */
  seek(seconds: number): void;
}

declare global {
  interface Window {
    transcriptBench: TranscriptBenchApi;
  }
}

/** The harness's time setter, installed once it has mounted. */
const harness = { setState: (_seconds: number) => undefined as void };
const setTime = (seconds: number) => {
  time = seconds;
  harness.setState(seconds);
};
let clickLatency: Promise<number> = Promise.reject(new Error("armClick first"));
clickLatency.catch(() => undefined);
let time = 0;

function Harness({ transcript }: { transcript: Transcript }) {
  const [currentTime, setCurrentTime] = useState(0);
  useEffect(() => {
    harness.setState = setCurrentTime;
  }, []);
  return (
    <div style={{ height: "100vh", padding: 24, boxSizing: "border-box", maxWidth: 720 }}>
      <TranscriptPanel
        state={{ kind: "ready", transcript }}
        currentTime={currentTime}
        onSeek={(seconds) => setTime(seconds)}
        sessionName="Four-hour lecture"
        className="bench-transcript"
      />
    </div>
  );
}

/** Frames given to a seek to settle before playback is measured. */
const SETTLE_FRAMES = 30;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const untilRows = () =>
  new Promise<void>((resolve) => {
    if (document.querySelector("[data-sentence]")) return resolve();
    const observer = new MutationObserver(() => {
      if (!document.querySelector("[data-sentence]")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });

window.transcriptBench = {
  async mount() {
    const turns = benchTurns();
    const flattenStart = performance.now();
    const transcript = flattenTranscript(BENCH_SPEAKERS, turns);
    const flattenMs = performance.now() - flattenStart;
    const host = document.getElementById("root");
    if (!host) throw new Error("no #root");
    const start = performance.now();
    createRoot(host).render(<Harness transcript={transcript} />);
    await untilRows();
    const rowsMs = performance.now() - start;
    await nextFrame();
    const frameMs = performance.now() - start;
    const words = transcript.sentences.reduce((sum, s) => sum + s.text.split(" ").length, 0);
    return { flattenMs, rowsMs, frameMs, sentences: transcript.sentences.length, words };
  },

  async play(rate, seconds, from) {
    // The jump to `from` is a seek (rows measured, list scrolled), not playback: let it settle first.
    setTime(from);
    for (let frame = 0; frame < SETTLE_FRAMES; frame += 1) await nextFrame();
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: "longtask" });
    let changes = 0;
    let current = document.querySelector('[aria-current="true"]');
    const started = performance.now();
    let last = started;
    let frames = 0;
    let maxFrameMs = 0;
    while (last - started < seconds * 1000) {
      const now = await nextFrame();
      frames += 1;
      maxFrameMs = Math.max(maxFrameMs, now - last);
      setTime(time + ((now - last) / 1000) * rate);
      last = now;
      const next = document.querySelector('[aria-current="true"]');
      if (next !== current) changes += 1;
      current = next;
    }
    // Long-task entries are delivered after the task: one more frame collects the last ones.
    await nextFrame();
    for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
    observer.disconnect();
    return {
      longTasks: longTasks.length,
      maxLongTaskMs: Math.max(0, ...longTasks),
      frames,
      maxFrameMs,
      sentenceChanges: changes,
    };
  },

  armClick(index) {
    clickLatency = new Promise<number>((resolve) => {
      const button = document.querySelector<HTMLElement>(`[data-sentence="${index}"]`);
      if (!button) throw new Error(`sentence ${index} is not rendered`);
      let clickedAt = 0;
      document.addEventListener(
        "click",
        (event) => {
          clickedAt = performance.now();
          // The event's own timestamp is when the input arrived; take whichever is earlier.
          if (event.timeStamp > 0) clickedAt = Math.min(clickedAt, event.timeStamp);
        },
        { capture: true, once: true },
      );
      const observer = new MutationObserver(() => {
        const row = document.querySelector<HTMLElement>(`[data-sentence="${index}"]`);
        if (row?.getAttribute("aria-current") !== "true") return;
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      });
      observer.observe(document.body, { attributes: true, attributeFilter: ["aria-current"], subtree: true });
    });
  },

  clickLatency() {
    return clickLatency;
  },

  visibleSentences() {
    const scroller = document.querySelector(".transcript__scroller")?.getBoundingClientRect();
    if (!scroller) return [];
    return [...document.querySelectorAll<HTMLElement>("[data-sentence]")]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return (
          box.top >= scroller.top && box.bottom <= scroller.bottom && button.getAttribute("aria-current") !== "true"
        );
      })
      .map((button) => Number(button.dataset.sentence));
  },

  seek(seconds) {
    setTime(seconds);
  },
};
