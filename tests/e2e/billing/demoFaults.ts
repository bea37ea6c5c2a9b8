import type { Page } from "@playwright/test";

interface Controls {
  faults: { arm(spec: unknown): void; release(): void };
}

/** The in-tab demo backend's fault switch (the e2e build exposes it once the backend is open). */
export const armFault = async (page: Page, spec: unknown): Promise<void> => {
  await page.waitForFunction(() => "lecternDemoControls" in globalThis);
  await page.evaluate(
    (armed) => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.arm(armed),
    spec,
  );
};

/** Lets held requests go on. */
export const releaseHeld = (page: Page): Promise<void> =>
  page.evaluate(() =>
    (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.release(),
  );

/** A JSON:API error answer for `faults.arm`. */
export const failure = (status: number, title: string) => ({
  kind: "reply",
  response: { status, headers: {}, body: { errors: [{ status: String(status), title }] } },
});
