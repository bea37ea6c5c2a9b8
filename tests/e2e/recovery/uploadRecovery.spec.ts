import type { Page } from "@playwright/test";
import { RECOVERY } from "../../playwright.config";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { DemoServerControls } from "./DemoServerControls";
import { RecoveryBrowser } from "./RecoveryBrowser";
import { type SeededRecording, recordingBytes, seedRecording } from "./seedRecording";

/**
 * Proof 2 of the upload queue: once committed to IndexedDB, a recording reaches the server exactly
 * once and in order, through a renderer crash, a killed browser, an offline spell and server faults.
 * Real Chromium on a persistent profile, the app in api mode, the Node demo server with test controls.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const server = new DemoServerControls(`http://127.0.0.1:${RECOVERY.serverPort}`);

const CHUNKS = 12;
/**
 * "Mid-upload" is a state, not a moment: the server holds the second upload request (the first batch
 * is in, spec 2 §9's at most 5 files per request) until the test releases it, so no timing decides
 * whether a test catches the upload half-way.
 */
const HOLD_SECOND_UPLOAD = {
  method: "PUT",
  path: "streams/*/partial/upload",
  action: "hold",
  after: 1,
} as const;

// One demo server for the whole file: its tests reset it and run one after another.
test.describe.configure({ mode: "default" });
// Some runs wait for the queue's own 10 s idle check after a failure (spec 2 §9), once or twice.
test.setTimeout(90_000);

let browser: RecoveryBrowser;
let recording: SeededRecording;

test.beforeEach(async ({ baseURL: _unused }, info) => {
  await server.reset();
  browser = new RecoveryBrowser(APP, info.project.use.launchOptions?.executablePath);
  recording = {
    id: `local-e2e-${info.title.length}-${Date.now()}`,
    name: "Thermodynamics lecture",
    chunks: recordingBytes(CHUNKS, 48 * 1024, info.title.length),
    // The seeded demo account, which RecoveryBrowser.logIn signs in.
    ownerId: "1",
  };
});

test.afterEach(async () => {
  // Also lets go of a request still held.
  await server.clearFaults();
  await browser.close();
});

type Fault = Parameters<DemoServerControls["arm"]>[0];

/**
 * Logs in, commits the recording to IndexedDB, arms `fault` (by default the server holds the second
 * upload, see waitMidUpload), then opens the widget so the queue runs. A fault armed later could
 * arrive after the whole upload: the queue starts at once on the widget.
 */
const startUploading = async ({ fault = HOLD_SECOND_UPLOAD as Fault | null } = {}): Promise<{
  page: Page;
  widget: RecorderWidgetPage;
}> => {
  const page = await browser.launch();
  await browser.logIn(page);
  await seedRecording(page, recording);
  if (fault) await server.arm(fault);
  const widget = new RecorderWidgetPage(page);
  await page.goto("/session/widget");
  // The queue restores it once the signed-in services started: a bound for a busy machine, not a wait.
  await expect(widget.entry(recording.name)).toBeVisible({ timeout: 30_000 });
  return { page, widget };
};

/**
 * Waits until the first batch is on the server and the second is held there: the upload is half-way
 * for as long as the test needs. The test lets it go with server.release().
 */
const waitMidUpload = async (): Promise<string> => {
  const streamId = await browser.streamId();
  await expect.poll(() => server.receivedCount(streamId), { timeout: 30_000 }).toBeGreaterThan(0);
  // The second request is held on the server: a release before it arrived would let nothing go and
  // leave it held for ever (a busy machine sends it late).
  await expect.poll(() => server.holding(), { timeout: 30_000 }).toBe(1);
  expect(await server.receivedCount(streamId)).toBeLessThan(CHUNKS);
  return streamId;
};

/** The server merged the recording, the queue let it go, and the merged file is exactly the committed bytes. */
const expectDelivered = async (widget: RecorderWidgetPage): Promise<void> => {
  const committed = Buffer.concat(recording.chunks);
  await expect
    .poll(
      async () => {
        const streamId = browser.streamIds.at(-1);
        return streamId ? ((await server.merged(streamId))?.length ?? 0) : 0;
      },
      { timeout: 60_000 },
    )
    .toBe(committed.length);
  const streamId = browser.streamIds.at(-1)!;
  const slices = await server.slices(streamId);
  expect(slices.length).toBe(CHUNKS);
  expect(Buffer.concat(slices).equals(committed)).toBe(true);
  expect((await server.merged(streamId))?.equals(committed)).toBe(true);
  await expect(widget.queue).toHaveCount(0);
};

test("a renderer crash mid-upload: the new tab resumes where the server stopped", async () => {
  const { page } = await startUploading();
  // A second tab (another site, so another renderer process) keeps the browser up while the first
  // one's renderer dies.
  const spare = await browser.context!.newPage();
  await spare.goto("data:text/html,<title>Another tab</title>");
  await waitMidUpload();
  const crashed = page.waitForEvent("crash");
  // chrome://crash takes the tab's renderer down the way a real renderer crash does (CDP's
  // Page.crash takes the whole headless browser with it).
  await page.goto("chrome://crash").catch(() => undefined);
  await crashed;
  // The crashed tab's request goes on without anyone waiting for its answer.
  await server.release();

  await spare.goto(`${APP}/session/widget`);
  await expectDelivered(new RecorderWidgetPage(spare));
});

test("the browser killed mid-upload: relaunched on the same profile, the upload completes", async () => {
  await startUploading();
  await waitMidUpload();
  await browser.kill();
  await server.release();

  const page = await browser.launch();
  await page.goto("/session/widget");
  // Chromium writes localStorage to disk lazily: a kill soon after logging in may cost the token,
  // never the recording (IndexedDB commits are strict).
  const loginHeading = page.getByRole("heading", { name: "Welcome back" });
  await expect(page.getByRole("radiogroup", { name: "What do you want to record?" }).or(loginHeading)).toBeVisible();
  if (await loginHeading.isVisible()) {
    await browser.logIn(page);
    await page.goto("/session/widget");
  }
  await expectDelivered(new RecorderWidgetPage(page));
});

test("offline mid-upload: the queue waits, says so, and finishes when the connection returns", async () => {
  const { page, widget } = await startUploading();
  const streamId = await waitMidUpload();
  await page.context().setOffline(true);
  await expect(widget.queue.getByText("Your recordings will upload when the connection returns.")).toBeVisible();
  const heldWhileOffline = await server.receivedCount(streamId);
  expect(heldWhileOffline).toBeLessThan(CHUNKS);
  await screenshot(page, "queue-recovery-offline");

  await server.release();
  await page.context().setOffline(false);
  await expectDelivered(widget);
});

test("server errors (5xx) on a chunk are retried until it is delivered once", async () => {
  const { widget } = await startUploading();
  await waitMidUpload();
  await server.arm({ method: "PUT", path: "streams/*/partial/upload", action: "reply", status: 503, times: 1 });
  await server.arm({ method: "PUT", path: "streams/*/partial/upload", action: "drop_after_handling", times: 1 });
  await server.release();
  await expectDelivered(widget);
});

test("a session deleted on the server (404): the item goes and the user is told", async () => {
  const { page, widget } = await startUploading();
  await waitMidUpload();
  await server.arm({ method: "PUT", path: "streams/*/partial/upload", action: "delete_session", times: 1 });
  await server.release();
  const told = page.getByText("The session has been removed from your account").first();
  await expect(told).toBeVisible({ timeout: 20_000 });
  await expect(widget.queue).toHaveCount(0);
});

test("a failed merge restarts the recording from scratch; resumed, it is delivered", async () => {
  const { page, widget } = await startUploading({
    fault: { method: "POST", path: "sessions/*/merge", action: "fail_merge", times: 1 },
  });
  const dialog = page
    .getByRole("dialog", { name: "Merge Error" })
    .or(page.getByRole("alertdialog", { name: "Merge Error" }));
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole("button").last().click();

  const entry = widget.entry(recording.name);
  await expect(entry.getByText("Suspended")).toBeVisible();
  await entry.getByRole("button", { name: `Resume ${recording.name}` }).click();
  await expectDelivered(widget);
  // Sent again from scratch: the session's failed streams were dropped and the delivery went to new ones.
  expect(new Set(browser.streamIds).size).toBe(2);
});

test("pause holds an upload mid-way and resume finishes it; the banner passes axe while uploading", async () => {
  const { page, widget } = await startUploading();
  const streamId = await waitMidUpload();
  const entry = widget.entry(recording.name);
  await expect(entry.getByText("Uploading")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "queue-recovery-uploading");

  await entry.getByRole("button", { name: `Pause ${recording.name}` }).click();
  await expect(entry.getByText("Suspended")).toBeVisible();
  const held = await server.receivedCount(streamId);
  expect(held).toBeLessThan(CHUNKS);
  // The request already on the wire finishes; nothing more goes while paused.
  await server.release();
  await expect(entry.getByRole("button", { name: `Resume ${recording.name}` })).toBeEnabled();
  await entry.getByRole("button", { name: `Resume ${recording.name}` }).click();
  await expectDelivered(widget);
});
