// Runs in Chromium: the study engine in its Web Worker, driven from the page the way the in-tab demo
// backend drives it, while the page watches its own long tasks. Run by ../generationBench.ts.
import { createStudyWorker } from "@lectern/adapters/demo/study/engine/createStudyWorker";
import { createWorkerStudyEngine } from "@lectern/adapters/demo/study/engine/createWorkerStudyEngine";
import type { StudyInput } from "@lectern/adapters/demo/study/engine/StudyEngine";

export interface PageRunFigures {
  /** From the call on the page to the material back on the page. */
  readonly wallMs: number;
  /** Long tasks (> 50 ms, PerformanceObserver "longtask") on the page during the call. */
  readonly longTasks: number;
  readonly maxLongTaskMs: number;
  /** What came back, to check the run did the work. */
  readonly counts: { summary: number; keyPoints: number; actionItems: number; questions: number; passages: number };
}

export interface StudyBenchApi {
  /** Keeps the lecture on the page (posting it in is part of every measured call, as in the app). */
  load(input: StudyInput): void;
  generate(questionCount: number): Promise<PageRunFigures>;
  answer(key: string, question: string): Promise<PageRunFigures>;
  /** Blocks the page for `ms` on purpose: proves the long-task observer sees what it should. */
  block(ms: number): Promise<PageRunFigures>;
}

declare global {
  interface Window {
    studyBench: StudyBenchApi;
  }
}

const engine = createWorkerStudyEngine(createStudyWorker);
let lecture: StudyInput | null = null;

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `work` while a long-task observer watches the page. */
const watched = async (work: () => Promise<PageRunFigures["counts"]>): Promise<PageRunFigures> => {
  // Out of the harness's evaluate call first: Chromium does not report a script task run by the
  // DevTools protocol as a long task, so the work (posting the lecture in included) runs in a timer's.
  await nextTask();
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: "longtask", buffered: false });
  const started = performance.now();
  const counts = await work();
  const wallMs = performance.now() - started;
  // Long-task entries are delivered after the task: let the observer catch up before it stops.
  await nextTask();
  for (const entry of observer.takeRecords()) durations.push(entry.duration);
  observer.disconnect();
  return { wallMs, longTasks: durations.length, maxLongTaskMs: Math.max(0, ...durations), counts };
};

const loaded = (): StudyInput => {
  if (!lecture) throw new Error("load() the lecture first.");
  return lecture;
};

window.studyBench = {
  load(input) {
    lecture = input;
  },
  generate: (questionCount) =>
    watched(async () => {
      const material = await engine.generate(loaded(), { questionCount });
      return {
        summary: material.summary.length,
        keyPoints: material.keyPoints.length,
        actionItems: material.actionItems.length,
        questions: material.questions.length,
        passages: 0,
      };
    }),
  answer: (key, question) =>
    watched(async () => {
      const { passages } = await engine.answer(key, loaded(), question);
      return { summary: 0, keyPoints: 0, actionItems: 0, questions: 0, passages: passages.length };
    }),
  block: (ms) =>
    watched(async () => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        // Busy on purpose: this is the long task the observer must report.
      }
      return { summary: 0, keyPoints: 0, actionItems: 0, questions: 0, passages: 0 };
    }),
};
