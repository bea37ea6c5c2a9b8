// npm run bench:tutor — the tutor's evaluation (issue 21 "A tutor that answers"): every question of
// tutorEvaluationSet.ts asked of the seeded lectures through the tutor's own reply (the inline study
// engine, as the Node server runs it, and tutorReply's events), scored on whether the answer's first
// citation falls where the lecture answers it, or says it could not find it when the lecture never does.
//
//   npm run bench:tutor     prints the table and the score; exits 1 under TARGET_SCORE
import { pathToFileURL } from "node:url";
import type { DemoTutorSegment } from "@lectern/adapters/demo/db/DemoSnapshot";
import { createInlineStudyEngine } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import type { StudyEngine, StudyInput } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { STUDY_TEXTS } from "@lectern/adapters/demo/study/studyTexts";
import { tutorReply } from "@lectern/adapters/demo/study/tutorReply";
import { type Moment, TUTOR_EVALUATION_SET, type TutorEvaluationCase } from "./tutorEvaluationSet";
import { seededTutorLectures } from "./tutorLectures";

/** The target: at least 80 % of the answers cite the right moment. */
export const TARGET_SCORE = 0.8;

export interface TutorEvaluationResult {
  readonly case: TutorEvaluationCase;
  /** The reply as stored (consecutive text joined). */
  readonly segments: readonly DemoTutorSegment[];
  readonly notFound: boolean;
  /** The first citation's start, or null. */
  readonly cited: number | null;
  readonly right: boolean;
  readonly ms: number;
}

export interface TutorEvaluation {
  readonly results: readonly TutorEvaluationResult[];
  /** Right answers (right moment, or not found when nothing answers) over every question. */
  readonly right: number;
  readonly total: number;
  readonly score: number;
  /** Of the questions the lecture answers, how many were cited at the right moment. */
  readonly answerableRight: number;
  readonly answerable: number;
  /** Of the "not found" replies, the share given to questions the lecture really never answers. */
  readonly notFoundPrecision: number;
  readonly notFoundReplies: number;
  readonly medianMs: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One question through tutorReply, as the tutor route streams it, with the segments it stores. */
const ask = async (engine: StudyEngine, key: string, input: StudyInput, question: string) => {
  let stored: DemoTutorSegment[] = [];
  for await (const _ of tutorReply({
    id: "evaluation",
    key,
    input,
    question,
    engine: async () => engine,
    store: async (segments) => {
      stored = segments;
    },
  }));
  return stored;
};

/** Asks every question of the set and scores the answers. */
export const runTutorEvaluation = async (
  cases: readonly TutorEvaluationCase[] = TUTOR_EVALUATION_SET,
): Promise<TutorEvaluation> => {
  const lectures = await seededTutorLectures();
  const engine = createInlineStudyEngine();
  // The first question loads MiniSearch and builds the index: not an answer's time.
  await engine.answer("warm-up", lectures.get("cell-biology")!, "membrane");
  const results: TutorEvaluationResult[] = [];
  for (const each of cases) {
    const lecture = lectures.get(each.lecture)!;
    const input = each.withoutTranscript ? { ...lecture, sentences: [] } : lecture;
    const key = `${each.lecture}${each.withoutTranscript ? "/notes" : ""}`;
    const started = performance.now();
    const segments = await ask(engine, key, input, each.question);
    const ms = performance.now() - started;
    const notFound =
      segments.length === 1 && segments[0]!.type === "text" && segments[0]!.text === STUDY_TEXTS.notFound;
    const firstCite = segments.find((segment) => segment.type === "cite");
    const cited = firstCite?.type === "cite" ? firstCite.start : null;
    const within = (moment: Moment | undefined): boolean =>
      moment !== undefined && cited !== null && cited >= moment.from && cited <= moment.to;
    const right = each.moment === null ? notFound : within(each.moment) || within(each.alsoAt);
    results.push({ case: each, segments, notFound, cited, right, ms });
  }
  const answerable = results.filter((result) => result.case.moment !== null);
  const notFoundReplies = results.filter((result) => result.notFound);
  return {
    results,
    right: results.filter((result) => result.right).length,
    total: results.length,
    score: results.filter((result) => result.right).length / results.length,
    answerableRight: answerable.filter((result) => result.right).length,
    answerable: answerable.length,
    notFoundPrecision: notFoundReplies.length
      ? notFoundReplies.filter((result) => result.case.moment === null).length / notFoundReplies.length
      : 1,
    notFoundReplies: notFoundReplies.length,
    medianMs: median(results.map((result) => result.ms)),
  };
};

const clock = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** The reply as the panel shows it: text with [mm:ss] where each citation is. */
export const replyText = (segments: readonly DemoTutorSegment[]): string =>
  segments
    .map((segment) => (segment.type === "text" ? segment.text : ` [${segment.label}]`))
    .join("")
    .replace(/\s+/g, " ")
    .trim();

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** Prints each question with its verdict, then the score; true when it meets TARGET_SCORE. */
export const printTutorEvaluation = (evaluation: TutorEvaluation, { verbose = true } = {}): boolean => {
  console.log(`Tutor evaluation: ${evaluation.total} questions over the seeded lectures`);
  if (verbose) {
    for (const result of evaluation.results) {
      const expected = result.case.moment
        ? `${clock(result.case.moment.from)}–${clock(result.case.moment.to)}`
        : "not found";
      const got = result.notFound ? "not found" : result.cited === null ? "no citation" : clock(result.cited);
      const where = `${result.case.lecture}${result.case.withoutTranscript ? " (notes only)" : ""}`;
      console.log(`  ${result.right ? "ok  " : "MISS"} ${where}: ${result.case.question}`);
      console.log(`       expected ${expected}, cited ${got}: ${replyText(result.segments)}`);
    }
  }
  console.log("");
  console.log("| measure | figure |");
  console.log("| --- | --- |");
  console.log(
    `| answers right (right moment, or not found) | ${evaluation.right} / ${evaluation.total} (${percent(evaluation.score)}) |`,
  );
  console.log(
    `| answerable questions cited at the right moment | ${evaluation.answerableRight} / ${evaluation.answerable} (${percent(evaluation.answerableRight / evaluation.answerable)}) |`,
  );
  console.log(
    `| "not found" precision | ${percent(evaluation.notFoundPrecision)} of ${evaluation.notFoundReplies} not-found replies |`,
  );
  console.log(`| median answer time (engine + reply, Node) | ${evaluation.medianMs.toFixed(1)} ms |`);
  const met = evaluation.score >= TARGET_SCORE && evaluation.answerableRight / evaluation.answerable >= TARGET_SCORE;
  console.log(met ? `target met (≥ ${percent(TARGET_SCORE)})` : `TARGET MISSED (≥ ${percent(TARGET_SCORE)})`);
  return met;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = printTutorEvaluation(await runTutorEvaluation()) ? 0 : 1;
}
