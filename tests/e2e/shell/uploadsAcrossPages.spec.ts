import type { Page } from "@playwright/test";
import { AppShell } from "../pages/AppShell";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const DEMO_EMAIL = "demo@lectern.app";
const DEMO_PASSWORD = "Lectern#2026";
const UPLOAD = { method: "PUT", path: "streams/*/partial/upload" } as const;

type Faults = { arm(spec: unknown): void; clear(): void };
type Controls = {
  faults: Faults;
  sessions(): { id: string; createdAt: number }[];
  streams(id: string): { id: string; type: string; receivedThrough: number }[];
  mergedBytes(id: string): Promise<Uint8Array | null>;
};

/**
 * The first upload request goes through; every later one gets no answer, as if the connection had
 * dropped, until the faults are cleared: the recording stays part-uploaded for as long as the test
 * needs, whatever the machine's speed.
 */
const holdAfterFirstRequest = (page: Page) =>
  page.evaluate((upload) => {
    const { faults } = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    faults.arm({ ...upload, action: { kind: "delay" }, delayMs: 1, times: 1 });
    faults.arm({ ...upload, action: { kind: "drop" }, times: 100_000 });
  }, UPLOAD);

const release = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.faults.clear());

/** What the demo backend holds of the newest recording: the parts it received and whether it is merged. */
const newestAudio = (page: Page) =>
  page.evaluate(async () => {
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    const [session] = controls.sessions().sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    const stream = session && controls.streams(session.id).find((candidate) => candidate.type === "audio");
    if (!stream) return null;
    const merged = await controls.mergedBytes(stream.id);
    return { receivedParts: stream.receivedThrough + 1, mergedBytes: merged?.byteLength ?? 0 };
  });

/** The widget's count of the parts on this device. */
const savedParts = async (page: Page): Promise<number> =>
  Number((await page.getByText(/parts? saved on this device/).textContent())?.split(" ")[0]);

/**
 * Stop, confirm, and back to the launcher. The stop sequence waits for the last parts to be saved
 * (spec 2 §4.1), which on a busy machine takes longer than the page object allows.
 */
const stopRecording = async (page: Page, widget: RecorderWidgetPage) => {
  await widget.stop.click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to stop recording ?" });
  await confirm.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(widget.complete).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "New recording" }).click();
};

const logIn = async (page: Page) => {
  const login = new LoginPage(page);
  await login.logIn(DEMO_EMAIL, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
};

test.describe("uploads outside the widget (issue 10 §3)", () => {
  test("an upload goes on across pages, survives a logout and finishes on /records", async ({ page }) => {
    // A recording, a login, a logout and a login: longer than one page's test.
    test.setTimeout(240_000);
    await new LoginPage(page).goto();
    await logIn(page);
    const shell = new AppShell(page);
    const widget = new RecorderWidgetPage(page);
    await shell.navLink("Record").click();
    await expect(page).toHaveURL(/\/session\/widget$/);
    await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();

    // The queue uploads a recording's parts while it records: the first request goes through, the
    // parts saved after it wait. That is the shortest recording with something left to upload.
    await holdAfterFirstRequest(page);
    await widget.record(1);
    // Generous waits: each is for a state, and a busy machine slows the recorder, never the logic.
    await expect
      .poll(async () => (await newestAudio(page))?.receivedParts ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const uploaded = (await newestAudio(page))?.receivedParts ?? 0;
    await expect.poll(() => savedParts(page), { timeout: 60_000 }).toBeGreaterThan(uploaded);
    await stopRecording(page, widget);

    // In the app, not a reload: the queue keeps running while the widget page is gone.
    await page.getByRole("link", { name: "Open recordings" }).click();
    await expect(page).toHaveURL(/\/records$/);
    await expect(shell.navLink("Recordings")).toHaveAttribute("aria-current", "page");
    await expect(shell.navLink("Record")).not.toHaveAttribute("aria-current");
    await expect(shell.uploads).toContainText(`${uploaded} of`);
    const total = Number((await shell.uploads.textContent())?.match(/of (\d+) parts uploaded/)?.[1]);
    expect(total).toBeGreaterThan(uploaded);
    await expect(shell.uploadProgress).toHaveAttribute("aria-valuenow", String(Math.floor((uploaded * 100) / total)));
    await expect(shell.uploads.getByRole("link", { name: "View upload queue" })).toHaveAttribute(
      "href",
      "/session/widget",
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "records-uploading-1440");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(shell.uploads).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "records-uploading-390");
    await page.setViewportSize({ width: 1440, height: 900 });

    // Logging out (past the warning that it stays here) stops the queue; the recording stays on the device, half uploaded.
    await shell.logOutWhileUploading();
    await expect(shell.uploads).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    expect((await newestAudio(page))?.receivedParts).toBe(uploaded);

    // Signed in again, the queue restores the recording from the device, on whatever page opens.
    await logIn(page);
    await expect(page).toHaveURL(/\/records$/);
    await expect(shell.uploads).toContainText(`${uploaded} of ${total} parts uploaded`);
    await expectNoSeriousA11yIssues(page);

    await release(page);
    await expect(shell.uploads).toHaveCount(0, { timeout: 30_000 });
    await expect(shell.announcement("All recordings uploaded successfully")).toBeAttached();
    await expect(page).toHaveURL(/\/records$/);
    await expect.poll(() => newestAudio(page)).toEqual({ receivedParts: total, mergedBytes: expect.any(Number) });
    expect((await newestAudio(page))?.mergedBytes).toBeGreaterThan(0);
    await expectNoSeriousA11yIssues(page);
  });
});
