import type { DemoSnapshot } from "../../db/DemoSnapshot";

/** Adds the demo lectures to one account inside a database change. */
export type DemoLectureSeeder = (data: DemoSnapshot, userId: string, now: number) => void;

let loading: Promise<DemoLectureSeeder> | null = null;

/**
 * The seeded lectures' texts (transcripts, summaries: tens of KB) and the code that stores them, in
 * chunks of their own, fetched when an account is first made rather than with the demo backend that
 * /auth/login loads on its first input.
 */
export const loadDemoLectures = (): Promise<DemoLectureSeeder> =>
  (loading ??= Promise.all([import("./demoLectures"), import("./seedDemoLectures")]).then(
    ([{ DEMO_LECTURES }, { seedDemoLectures }]) =>
      (data, userId, now) =>
        seedDemoLectures(data, userId, now, DEMO_LECTURES),
  ));
