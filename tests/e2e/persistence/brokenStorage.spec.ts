import { readFile } from "node:fs/promises";
import { DEMO_SCHEMA_VERSION } from "@lectern/adapters/demo/db/DemoSnapshot";
import { unzipSync } from "fflate";
import { QUEUE_UI_TEXTS } from "../../../ui/src/features/queue/queueTexts";
import { STORAGE_NOTICE_TEXTS as TEXTS } from "../../../ui/src/features/storage/storageNoticeTexts";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { InTabBackend } from "./inTabBackend";
import { StoredDemoData, queueOnDevice } from "./storedDemoData";
import { stopRecording } from "./stopRecording";

/** A snapshot of this schema whose tables are damaged: what a broken disk or a buggy build leaves. */
const UNREADABLE = { schemaVersion: DEMO_SCHEMA_VERSION, users: "not a table", notes: [{ text: "my notes" }] };
/** What a newer build of Lectern saved: an older build must not touch it. */
const NEWER = { schemaVersion: DEMO_SCHEMA_VERSION + 1, users: [], futureTable: [{ id: 1 }] };
/** Audio slices recorded before stopping. */
const PARTS = 6;

/** Opens the app on a browser whose stored demo data is `records` (written, then the page reloaded). */
const openWithStored = async (page: Page, records: Record<string, unknown>): Promise<StoredDemoData> => {
  const stored = new StoredDemoData(page);
  const login = new LoginPage(page);
  await login.goto();
  await stored.write(records);
  await page.reload();
  await login.expectOpen();
  return stored;
};

const notice = (page: Page) => page.getByRole("region", { name: TEXTS.region });

/**
 * The notice once the in-tab backend has opened (on the visitor's first input, or a signed-in
 * page's first request): opening waits for the backend's lazily loaded chunks on a busy machine.
 */
const expectNotice = async (page: Page, text: string): Promise<void> => {
  await new InTabBackend(page).ready();
  await expect(notice(page).getByRole("alert")).toHaveText(text);
};

/**
 * Signs in and opens the widget through the app's own links: a page load would start a backend
 * that keeps nothing (the newer-version case) afresh, and with it sign the user out.
 */
const openWidgetInApp = async (page: Page): Promise<RecorderWidgetPage> => {
  await new LoginPage(page).logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await page.getByRole("link", { name: "Record", exact: true }).click();
  await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible({
    timeout: 30_000,
  });
  return new RecorderWidgetPage(page);
};

/** The export's download, unzipped. */
const exportSavedData = async (page: Page): Promise<Record<string, Uint8Array>> => {
  const downloading = page.waitForEvent("download");
  await notice(page).getByRole("button", { name: TEXTS.exportData }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lectern-saved-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(notice(page).getByRole("status")).toHaveText(TEXTS.exported);
  return unzipSync(new Uint8Array(await readFile(await download.path())));
};

const json = (bytes: Uint8Array | undefined): unknown => JSON.parse(new TextDecoder().decode(bytes));

test("an unreadable stored database: the user is told, it is kept aside (never seeded over) and offered as an export", async ({
  page,
}) => {
  const stored = await openWithStored(page, { current: UNREADABLE });
  // The in-tab backend opens with the visitor's first input.
  await new LoginPage(page).email.fill("demo@lectern.app");
  await expectNotice(page, TEXTS.problem.unreadable);

  const records = await stored.read();
  expect(records["current"]).toEqual(UNREADABLE);
  // Kept under its key; the fresh database lives in the tables beside it.
  expect(Object.keys(records)).toEqual(["current"]);
  expect((await stored.read("meta"))["current"]).toMatchObject({ schemaVersion: DEMO_SCHEMA_VERSION });
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "storage-unreadable");

  const files = await exportSavedData(page);
  expect(json(files["lectern-demo/snapshot/current.json"])).toEqual(UNREADABLE);

  // The user can still work (a fresh, durable database), and the notice stays on every page.
  await new LoginPage(page).logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await expect(notice(page).getByRole("alert")).toHaveText(TEXTS.problem.unreadable);
  await page.reload();
  await expectNotice(page, TEXTS.problem.unreadable);
  expect((await stored.read())["current"]).toEqual(UNREADABLE);
});

test("a newer version's stored database: the user is told to reload, nothing is written over it, the export is offered", async ({
  page,
}) => {
  const stored = await openWithStored(page, { current: NEWER });
  await new LoginPage(page).email.fill("demo@lectern.app");
  await expectNotice(page, TEXTS.problem.newerVersion);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "storage-newer-version");

  const files = await exportSavedData(page);
  expect(json(files["lectern-demo/snapshot/current.json"])).toEqual(NEWER);
  // Signing in works (on a seed in memory), and still nothing is written beside the newer data.
  await new LoginPage(page).logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  expect(await stored.read()).toEqual({ current: NEWER });
});

test("recording while the backend is not durable: the device copy stays after the merge answered", async ({ page }) => {
  // A ceiling for a starved machine (recording, stopping and merging), not a wait.
  test.setTimeout(300_000);
  await openWithStored(page, { current: NEWER });
  const widget = await openWidgetInApp(page);
  await expectNotice(page, TEXTS.problem.newerVersion);
  const backend = new InTabBackend(page);
  // About a second of audio (a slice every 150-180 ms; more on a starved machine). Starting waits for
  // the session on the backend, whose recording routes load now: bounds for a busy machine, not waits.
  await widget.choose("Audio only");
  await widget.start.click();
  await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached({ timeout: 60_000 });
  await expect
    .poll(async () => Number((await page.getByText(/parts? saved on this device/).textContent())?.split(" ")[0]), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(PARTS);
  await stopRecording(widget);

  // The merge has answered once the backend holds the session merged (a bound for a busy machine, not a wait).
  await expect.poll(async () => (await backend.sessions())[0]?.status, { timeout: 90_000 }).toBe(30);
  const [session] = await backend.sessions();
  // The queue shows the item kept on this device, and its database still holds every chunk and its bytes.
  await expect(widget.entry(session!.name).getByText(QUEUE_UI_TEXTS.keptOnDevice)).toBeVisible({ timeout: 30_000 });
  const kept = (await queueOnDevice(page)).find(({ item }) => item.sessionId === session!.id);
  expect(kept?.item.keptOnDevice).toBe(true);
  expect(kept!.chunks).toBeGreaterThanOrEqual(PARTS);
  expect(kept!.bytes).toBe(kept!.chunks);
  await expectNoSeriousA11yIssues(page);
});
