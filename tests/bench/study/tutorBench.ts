// The tutor half of `npm run bench:study` (issue 12, "Performance"): a tutor reply over real HTTP from
// the Node demo server, on a 4-hour lecture (~36,000 words). Goals: the first `data:` line < 300 ms,
// the whole answer < 1 s.
//
//   node --import tsx tests/bench/study/tutorBench.ts            (3 rounds of 6 questions)
//   node --import tsx tests/bench/study/tutorBench.ts --quick    (1 round)
//
// The lecture is given to a fresh session with the setTranscript test control (as e2e tests do), its
// study material generated first (so generation does not share the machine with the questions). The
// first question builds the tutor's index (cold); the rest find it built (warm).
import { pathToFileURL } from "node:url";
import { startDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { benchLecture, wordCount } from "./generation/benchLecture";

const SEED = { email: "demo@lectern.app", password: "Lectern#2026" } as const;
const GOAL_FIRST_LINE_MS = 300;
const GOAL_WHOLE_MS = 1_000;
const QUESTIONS = [
  "How does the minimum wage change the labour market?",
  "What did Rosalind Franklin show about the membrane?",
  "Why does the equilibrium price adjust when demand rises?",
  "What is the role of the carrier protein in diffusion?",
  "How is inflation related to the interest rate?",
  "Who won the football world cup in 1966?",
];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number): number => Math.round(value);

export interface TutorTiming {
  readonly question: string;
  /** From sending the POST to the first `data:` line read. */
  readonly firstLineMs: number;
  /** From sending the POST to the end of the response. */
  readonly wholeMs: number;
  readonly events: number;
}

export interface TutorFigures {
  readonly words: number;
  readonly sentences: number;
  /** The first question: the tutor's index is built for it. */
  readonly cold: TutorTiming;
  /** Every question, the cold one included. */
  readonly timings: readonly TutorTiming[];
  readonly medianFirstLineMs: number;
  readonly medianWholeMs: number;
  readonly maxFirstLineMs: number;
  readonly maxWholeMs: number;
}

/** One question over HTTP, timed as a browser's fetch would see it. */
const timeQuestion = async (api: string, token: string, sessionId: string, question: string): Promise<TutorTiming> => {
  const started = performance.now();
  const response = await fetch(`${api}/sessions/${sessionId}/tutor`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/vnd.api+json" },
    body: JSON.stringify({ data: { type: "tutor_messages", attributes: { question } } }),
  });
  if (!response.ok || !response.body)
    throw new Error(`The tutor answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let firstLineMs: number | null = null;
  let text = "";
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (firstLineMs === null && text.includes("data:")) firstLineMs = performance.now() - started;
  }
  const wholeMs = performance.now() - started;
  const events = text.split("\n").filter((line) => line.startsWith("data:"));
  if (!events[events.length - 1]?.includes('"done"')) throw new Error(`The answer did not end with done: ${text}`);
  return { question, firstLineMs: firstLineMs ?? wholeMs, wholeMs, events: events.length };
};

/** Starts a Node demo server, gives a session the 4-hour lecture, and times the tutor's answers. */
export const runTutorBench = async (options: { readonly rounds?: number } = {}): Promise<TutorFigures> => {
  const server = await startDemoServer({ port: 0, testControls: true, publisher: { publish: async () => undefined } });
  try {
    const login = await fetch(`${server.url}/v2/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { attributes: SEED } }),
    });
    const token = ((await login.json()) as { data: { attributes: { token: string } } }).data.attributes.token;
    const sessionId = await server.controls.startSessionFor(SEED.email, { name: "Four-hour lecture" });
    await server.controls.endSession(sessionId);
    const lecture = benchLecture();
    await server.controls.setTranscript(sessionId, lecture.sentences);
    await server.controls.studyIdle();

    const timings: TutorTiming[] = [];
    for (let pass = 0; pass < (options.rounds ?? 3); pass += 1) {
      for (const question of QUESTIONS) timings.push(await timeQuestion(server.url, token, sessionId, question));
    }
    const first = timings.map((timing) => timing.firstLineMs);
    const whole = timings.map((timing) => timing.wholeMs);
    return {
      words: wordCount(lecture),
      sentences: lecture.sentences.length,
      cold: timings[0]!,
      timings,
      medianFirstLineMs: median(first),
      medianWholeMs: median(whole),
      maxFirstLineMs: Math.max(...first),
      maxWholeMs: Math.max(...whole),
    };
  } finally {
    await server.close();
  }
};

/** Prints the figures and whether they meet the goals; true when they do. */
export const printTutorFigures = (figures: TutorFigures): boolean => {
  console.log(
    `Tutor over HTTP (Node demo server), ${figures.sentences} sentences, ${figures.words} words, ${figures.timings.length} questions`,
  );
  console.log(
    `  cold (index built): first data: line ${round(figures.cold.firstLineMs)} ms, whole answer ${round(figures.cold.wholeMs)} ms`,
  );
  console.log(
    `  median: first data: line ${round(figures.medianFirstLineMs)} ms (goal < ${GOAL_FIRST_LINE_MS}), whole answer ${round(figures.medianWholeMs)} ms (goal < ${GOAL_WHOLE_MS})`,
  );
  console.log(
    `  max: first data: line ${round(figures.maxFirstLineMs)} ms, whole answer ${round(figures.maxWholeMs)} ms`,
  );
  const met = figures.medianFirstLineMs < GOAL_FIRST_LINE_MS && figures.medianWholeMs < GOAL_WHOLE_MS;
  console.log(met ? "  goals met" : "  GOALS MISSED");
  return met;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await runTutorBench({ rounds: process.argv.includes("--quick") ? 1 : 3 });
  process.exitCode = printTutorFigures(figures) ? 0 : 1;
}
