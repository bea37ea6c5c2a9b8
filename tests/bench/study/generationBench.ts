// The study-material half of `npm run bench:study` (issue 12, "Performance"): a 4-hour lecture
// (~38,000 words, 3,100 sentences, 40 highlights, 30 notes) through the study engine.
//
//   node --import tsx tests/bench/study/generationBench.ts            (medians of 5 runs)
//   node --import tsx tests/bench/study/generationBench.ts --quick    (3 runs, a smoke run)
//
// (a) Node, inline engine: the model's load, then summary + key points + action items + 50 questions.
// (b) Real Chromium, worker engine, from a production build: the page's wall time of the same call and
//     the page's long tasks meanwhile. Goals: < 3 s, no long task > 50 ms on the page.
// (c) The tutor's retrieval for a question on that lecture, with a cold index and a warm one.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { analyseLecture } from "@lectern/adapters/demo/study/engine/analyseLecture";
import {
  createInlineStudyEngine,
  generateStudyMaterial,
} from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import { loadStudyNlp } from "@lectern/adapters/demo/study/engine/loadStudyNlp";
import { makeQuestions } from "@lectern/adapters/demo/study/engine/makeQuestions";
import { pickActionItems } from "@lectern/adapters/demo/study/engine/pickActionItems";
import { pickKeyPoints } from "@lectern/adapters/demo/study/engine/pickKeyPoints";
import { pickSummary } from "@lectern/adapters/demo/study/engine/pickSummary";
import { rankSentences } from "@lectern/adapters/demo/study/engine/rankSentences";
import { chromium } from "@playwright/test";
import { build, preview } from "vite";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { benchLecture, wordCount } from "./generation/benchLecture";
import type { PageRunFigures } from "./generation/studyBenchPage";

const QUESTIONS = 50;
const TUTOR_QUESTION = "How does the minimum wage change the labour market?";
const GOAL_GENERATE_MS = 3_000;
const GOAL_LONG_TASK_MS = 50;

const pageRoot = fileURLToPath(new URL("./generation/", import.meta.url));
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number): number => Math.round(value * 10) / 10;
const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

export interface GenerationFigures {
  readonly sentences: number;
  readonly words: number;
  readonly runs: number;
  readonly node: {
    readonly modelLoadMs: number;
    readonly generateMs: number;
    readonly phasesMs: Record<string, number>;
    readonly counts: Record<string, number>;
  };
  readonly tutor: { readonly coldMs: number; readonly warmMs: number; readonly passages: number };
  readonly browser: {
    readonly firstGenerateMs: number;
    readonly generateMs: number;
    readonly longTasks: number;
    readonly maxLongTaskMs: number;
    readonly tutorColdMs: number;
    readonly tutorWarmMs: number;
    readonly counts: PageRunFigures["counts"];
  } | null;
}

/** (a) and (c): the inline engine in this Node process. */
const measureNode = async (runs: number) => {
  const lecture = benchLecture();
  const [nlp, modelLoadMs] = await timed(loadStudyNlp);
  const totals: number[] = [];
  let material = await generateStudyMaterial(lecture, { questionCount: QUESTIONS });
  for (let run = 0; run < runs; run += 1) {
    const [result, ms] = await timed(() => generateStudyMaterial(lecture, { questionCount: QUESTIONS }));
    material = result;
    totals.push(ms);
  }
  // Where the time goes, phase by phase (medians).
  const phases: Record<string, number[]> = {
    analyse: [],
    rank: [],
    summary: [],
    keyPoints: [],
    actionItems: [],
    questions: [],
  };
  for (let run = 0; run < runs; run += 1) {
    const [analysed, analyseMs] = await timed(() => analyseLecture(lecture, nlp));
    const [scores, rankMs] = await timed(() => rankSentences(analysed));
    const [summary, summaryMs] = await timed(() => pickSummary(analysed, scores));
    const [, keyPointsMs] = await timed(() => pickKeyPoints(analysed, scores));
    const [, actionMs] = await timed(() => pickActionItems(analysed));
    const [, questionsMs] = await timed(() => makeQuestions(analysed, scores, summary.indexes, QUESTIONS));
    phases.analyse!.push(analyseMs);
    phases.rank!.push(rankMs);
    phases.summary!.push(summaryMs);
    phases.keyPoints!.push(keyPointsMs);
    phases.actionItems!.push(actionMs);
    phases.questions!.push(questionsMs);
  }
  const cold: number[] = [];
  const warm: number[] = [];
  let passages = 0;
  for (let run = 0; run < runs; run += 1) {
    const engine = createInlineStudyEngine();
    const [first, coldMs] = await timed(() => engine.answer("bench", lecture, TUTOR_QUESTION));
    const [, warmMs] = await timed(() => engine.answer("bench", lecture, "What is a price ceiling?"));
    cold.push(coldMs);
    warm.push(warmMs);
    passages = first.passages.length;
  }
  return {
    lecture,
    node: {
      modelLoadMs: round(modelLoadMs),
      generateMs: round(median(totals)),
      phasesMs: Object.fromEntries(Object.entries(phases).map(([name, values]) => [name, round(median(values))])),
      counts: {
        summary: material.summary.length,
        keyPoints: material.keyPoints.length,
        actionItems: material.actionItems.length,
        questions: material.questions.length,
      },
    },
    tutor: { coldMs: round(median(cold)), warmMs: round(median(warm)), passages },
  };
};

/** (b): the worker engine in Chromium, from a production build of the bench page. */
const measureBrowser = async (lecture: ReturnType<typeof benchLecture>, runs: number) => {
  const outDir = mkdtempSync(join(tmpdir(), "lectern-study-bench-"));
  try {
    await build({
      root: pageRoot,
      configFile: false,
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(pageRoot, "studyBench.html") } },
    });
    const server = await preview({
      root: pageRoot,
      configFile: false,
      logLevel: "warn",
      build: { outDir },
      preview: { host: "127.0.0.1", port: 0 },
    });
    const address = server.resolvedUrls?.local[0];
    if (!address) throw new Error("vite preview did not say where it listens.");
    const browser = await chromium.launch({
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage();
      page.on("pageerror", (error) => console.error("page error:", error.message));
      // tsx (esbuild) names functions with a `__name` helper that the page does not have.
      await page.addInitScript({ content: "globalThis.__name = (target) => target;" });
      await page.goto(`${address}studyBench.html`);
      await page.waitForFunction(() => typeof window.studyBench === "object");
      // A page blocked for 120 ms must show one long task, or the zeros below would mean nothing.
      const probe = await page.evaluate(() => window.studyBench.block(120));
      if (probe.longTasks === 0) throw new Error("The page's long-task observer saw a 120 ms block as nothing.");
      await page.evaluate((input) => window.studyBench.load(input), lecture);
      // The first call starts the worker and loads the model there: reported apart from the runs.
      const first = await page.evaluate((count) => window.studyBench.generate(count), QUESTIONS);
      const measured: PageRunFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        measured.push(await page.evaluate((count) => window.studyBench.generate(count), QUESTIONS));
      }
      const tutorCold = await page.evaluate((question) => window.studyBench.answer("bench", question), TUTOR_QUESTION);
      const tutorWarm: PageRunFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        tutorWarm.push(await page.evaluate(() => window.studyBench.answer("bench", "What is a price ceiling?")));
      }
      const all = [first, ...measured, tutorCold, ...tutorWarm];
      return {
        firstGenerateMs: round(first.wallMs),
        generateMs: round(median(measured.map((run) => run.wallMs))),
        longTasks: all.reduce((sum, run) => sum + run.longTasks, 0),
        maxLongTaskMs: round(Math.max(...all.map((run) => run.maxLongTaskMs))),
        tutorColdMs: round(tutorCold.wallMs),
        tutorWarmMs: round(median(tutorWarm.map((run) => run.wallMs))),
        counts: first.counts,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** Runs the bench; figures are medians over 5 runs (3 when quick). */
export const runGenerationBench = async (options?: { readonly quick?: boolean }): Promise<GenerationFigures> => {
  const runs = options?.quick ? 3 : 5;
  const { lecture, node, tutor } = await measureNode(runs);
  const browserFigures = await measureBrowser(lecture, runs);
  return { sentences: lecture.sentences.length, words: wordCount(lecture), runs, node, tutor, browser: browserFigures };
};

/** The figures as a table, with the goals. */
export const printGenerationFigures = (figures: GenerationFigures): void => {
  const { node, tutor, browser } = figures;
  const rows: [string, string, string][] = [
    ["lecture", `${figures.sentences} sentences, ${figures.words.toLocaleString("en-US")} words`, ""],
    ["(a) Node: model load (wink + model)", `${node.modelLoadMs} ms`, ""],
    [
      `(a) Node: generate (summary, key points, action items, ${QUESTIONS} questions)`,
      `${node.generateMs} ms`,
      `< ${GOAL_GENERATE_MS} ms`,
    ],
    ...Object.entries(node.phasesMs).map(([name, ms]): [string, string, string] => [
      `      phase: ${name}`,
      `${ms} ms`,
      "",
    ]),
    [
      "      produced",
      Object.entries(node.counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(", "),
      "",
    ],
    ["(c) Node: tutor, cold index (build + search)", `${tutor.coldMs} ms`, ""],
    ["(c) Node: tutor, warm index", `${tutor.warmMs} ms`, ""],
  ];
  if (browser) {
    rows.push(
      ["(b) Chromium worker: first generate (worker start + model load)", `${browser.firstGenerateMs} ms`, ""],
      ["(b) Chromium worker: generate, page wall time", `${browser.generateMs} ms`, `< ${GOAL_GENERATE_MS} ms`],
      [
        "(b) page long tasks during all calls (count / max)",
        `${browser.longTasks} / ${browser.maxLongTaskMs} ms`,
        `none > ${GOAL_LONG_TASK_MS} ms`,
      ],
      ["(c) Chromium worker: tutor, cold index / warm", `${browser.tutorColdMs} / ${browser.tutorWarmMs} ms`, ""],
    );
  }
  const width = Math.max(...rows.map(([name]) => name.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  console.log(`\nStudy generation (medians of ${figures.runs} runs)`);
  for (const [name, value, goal] of rows)
    console.log(`  ${name.padEnd(width)}  ${value.padStart(valueWidth)}  ${goal}`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await runGenerationBench({ quick: process.argv.includes("--quick") });
  printGenerationFigures(figures);
  const met =
    figures.node.generateMs < GOAL_GENERATE_MS &&
    (figures.browser === null ||
      (figures.browser.generateMs < GOAL_GENERATE_MS && figures.browser.maxLongTaskMs <= GOAL_LONG_TASK_MS));
  console.log(met ? "\nGoals met." : "\nGoals NOT met.");
}
