import type { Page } from "@playwright/test";

/** The tab demo backend's test controls the study specs use (adapters/src/demo/DemoTestControls). */
export type StudyControls = {
  studyIdle(): Promise<void>;
  setPermissions(email: string, permissions: Record<string, boolean> | null): Promise<void>;
  setTranscript(sessionId: string, sentences: { text: string; start: number; end: number }[]): Promise<void>;
  faults: { arm(spec: unknown): void; release(): void; clear(): void };
  sessions(): { id: string; name: string }[];
};
export type WithControls = { lecternDemoControls: StudyControls };

/**
 * Calls the tab's demo controls. A dev server (a local run against `npm start`) may reload a page once
 * (a dependency it optimises on first use): the controls are awaited, and a call cut by that reload is made again.
 */
export const afterReloads = async <R>(page: Page, call: () => Promise<R>): Promise<R> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForFunction(() => "lecternDemoControls" in globalThis, undefined, { timeout: 30_000 });
      return await call();
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState();
    }
  }
};

/** Resolves when the study pipeline is idle and the events it published were handed on. */
export const studyIdle = (page: Page): Promise<void> =>
  afterReloads(page, () =>
    page.evaluate(() => (globalThis as unknown as WithControls).lecternDemoControls.studyIdle()),
  );

/** The id of the signed-in user's session named `name` (a seeded demo lecture). */
export const sessionIdNamed = (page: Page, name: string): Promise<string> =>
  afterReloads(page, () =>
    page.evaluate((wanted) => {
      const session = (globalThis as unknown as WithControls).lecternDemoControls
        .sessions()
        .find((candidate) => candidate.name === wanted);
      if (!session) throw new Error(`no lecture ${wanted}`);
      return session.id;
    }, name),
  );
