import type { Page } from "@playwright/test";
import { AppShell } from "../pages/AppShell";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { InTabBackend } from "./inTabBackend";
import { stopRecording } from "./stopRecording";

interface DeviceRecording {
  readonly ownerId: string | null;
  readonly sessionId: string | null;
  readonly isFinished: boolean;
  readonly bytes: number[];
  readonly chunks: number;
}

/** The upload queue's own database on this device: each recording's owner and its committed audio bytes, in order. */
const onDevice = (page: Page): Promise<DeviceRecording[]> =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("lectern-widget");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string): Promise<{ key: IDBValidKey; value: T }[]> =>
      new Promise((resolve, reject) => {
        const rows: { key: IDBValidKey; value: T }[] = [];
        const cursor = db.transaction(store).objectStore(store).openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return resolve(rows);
          rows.push({ key: at.primaryKey, value: at.value as T });
          at.continue();
        };
        cursor.onerror = () => reject(cursor.error);
      });
    type Item = { id: string; ownerId?: string | null; sessionId: string | null; state: { isFinished: boolean } };
    type Chunk = { queueItemId: string; type: string; sequence: number };
    const items = await all<Item>("queue_items");
    const chunks = await all<Chunk>("chunks");
    const bytes = await all<Blob>("chunk_bytes");
    const result = [];
    for (const { value: item } of items) {
      const own = chunks
        .filter(({ value }) => value.queueItemId === item.id && value.type === "audio")
        .sort((a, b) => a.value.sequence - b.value.sequence);
      const joined: number[] = [];
      for (const chunk of own) {
        const blob = bytes.find(({ key }) => key === chunk.key)?.value;
        if (blob) joined.push(...new Uint8Array(await blob.arrayBuffer()));
      }
      result.push({
        ownerId: item.ownerId ?? null,
        sessionId: item.sessionId,
        isFinished: item.state.isFinished,
        bytes: joined,
        chunks: own.length,
      });
    }
    db.close();
    return result;
  });

/** Sessions of the in-tab backend with their owners (the seeded demo lectures left out). */
const sessionsWithOwners = (page: Page) =>
  page.evaluate(() => {
    type Controls = { sessions(): { id: string; userId: string; status: number; demo: boolean }[] };
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    return controls
      .sessions()
      .filter((session) => !session.demo)
      .map(({ id, userId, status }) => ({ id, userId, status }));
  });

const queueSettled = (page: Page) => page.locator(".queue-panel[aria-busy='false']");

test("a recording queued at logout stays its owner's: the next user never gets it, the owner's next sign-in delivers it byte-equal", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  const backend = new InTabBackend(page);
  await backend.ready();
  // Every upload fails while user 1 records: the lecture is still queued when they log out.
  await page.evaluate(() => {
    type Faults = { arm(spec: object): void };
    const controls = (globalThis as unknown as { lecternDemoControls: { faults: Faults } }).lecternDemoControls;
    controls.faults.arm({
      method: "PUT",
      path: "streams/*/partial/upload",
      response: { status: 503, headers: {}, body: { errors: [{ title: "Service Unavailable" }] } },
      times: 100_000,
    });
  });
  await widget.startRecording("Audio only");
  const [session] = await backend.sessions();
  // A bound for a busy machine, not a wait: the poll ends as soon as six slices are on the device.
  await expect.poll(async () => (await onDevice(page))[0]?.chunks ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
  await stopRecording(widget);
  // The stop sequence ends with the item finished on this device.
  await expect.poll(async () => (await onDevice(page))[0]?.isFinished, { timeout: 60_000 }).toBe(true);
  const [recorded] = await onDevice(page);
  expect(recorded).toMatchObject({ ownerId: "1", sessionId: session!.id });

  // Change Account warns: the lecture is still on this device.
  await page.getByRole("button", { name: "Change Account" }).click();
  const warning = page.getByRole("alertdialog", { name: "Your recordings are still uploading" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("stays safely on this device");
  await expect(warning.getByRole("button", { name: "Log out when finished" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "logout-while-uploading");
  await warning.getByRole("button", { name: "Log out now" }).click();
  await page.waitForURL("**/auth/login");

  // User 2 signs up in the same browser (a full load: the upload fault is gone, uploads would now work).
  await new RegistrationPage(page).signUp();
  await widget.goto();
  await expect(queueSettled(page)).toBeAttached({ timeout: 30_000 });
  await expect(widget.entry(session!.name)).toHaveCount(0);
  await page.goto("/records");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(session!.name)).toHaveCount(0);
  const whileUser2 = await sessionsWithOwners(page);
  expect(whileUser2.filter((held) => held.userId !== "1")).toEqual([]);
  expect(whileUser2.find((held) => held.id === session!.id)?.status).toBeLessThan(30);
  expect(await onDevice(page)).toEqual([recorded]);

  // User 2 has nothing queued: no warning. User 1 signs in again: the lecture completes in their account.
  await new AppShell(page).logOut();
  const login = new LoginPage(page);
  await login.logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await widget.goto();
  // An empty queue list may be one not loaded yet: the lecture's status on the server is what says it
  // was delivered, then the list is empty for good.
  await expect.poll(async () => (await backend.recording(session!.id)).session.status, { timeout: 90_000 }).toBe(30);
  await expect(widget.queue).toHaveCount(0, { timeout: 30_000 });
  const delivered = await backend.recording(session!.id);
  expect(delivered.slices.flat()).toEqual(recorded!.bytes);
  const after = await sessionsWithOwners(page);
  expect(after.filter((held) => held.userId !== "1")).toEqual([]);
  expect(await onDevice(page)).toEqual([]);
});
