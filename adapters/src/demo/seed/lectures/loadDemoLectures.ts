import type { DemoLecture } from "./demoLectures";

let loading: Promise<readonly DemoLecture[]> | null = null;

/**
 * The seeded lectures' texts (transcripts, summaries: tens of KB) in a chunk of their own, fetched
 * when an account is first made rather than with the demo backend that /auth/login loads.
 */
export const loadDemoLectures = (): Promise<readonly DemoLecture[]> =>
  (loading ??= import("./demoLectures").then((module) => module.DEMO_LECTURES));
