import type { Page } from "@playwright/test";
import { signInToRecords } from "../pages/signInToRecords";
import { expect, test } from "../support/fixtures";
import { InTabBackend } from "./inTabBackend";

interface HeldRouter {
  handle(request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: { kind: "json"; value: unknown };
  }): Promise<{ status: number; body: unknown }>;
}

interface Controls {
  readonly router: HeldRouter;
  seedSessions(email: string, count: number): Promise<readonly string[]>;
}

interface ListedNote {
  readonly id: string;
  readonly text: string;
}

/**
 * A note call through this tab's own demo backend (the one the page's API client talks to), with the
 * signed-in user's token: what the record page's note editor sends, without depending on the editor.
 */
const notesCall = (page: Page, sessionId: string, text: string | null): Promise<ListedNote[]> =>
  page.evaluate(
    async ({ id, written }) => {
      const { router } = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
      const headers = {
        Accept: "application/vnd.api+json",
        "Content-Type": "application/vnd.api+json",
        Authorization: `Bearer ${localStorage.getItem("token")}`,
      };
      const url = `sessions/${id}/relationships/notes`;
      if (written !== null) {
        const added = await router.handle({
          method: "POST",
          url,
          headers,
          body: { kind: "json", value: { data: { type: "sessions_notes", attributes: { text: written } } } },
        });
        if (added.status !== 201) throw new Error(`POST notes answered ${added.status}: ${JSON.stringify(added.body)}`);
      }
      const listed = await router.handle({ method: "GET", url, headers });
      return (listed.body as { data: { id: string | number; attributes: { text: string } }[] }).data.map((note) => ({
        id: String(note.id),
        text: note.attributes.text,
      }));
    },
    { id: sessionId, written: text },
  );

// Issue 20: every tab runs the demo backend over the same IndexedDB database. Tab 2 opens the record
// before tab 1 adds its note; before the fix its own note took the same key and overwrote tab 1's.
test("two tabs on one record: each adds a note, and after reloading both tabs hold both, with different ids", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const first = page;
  await signInToRecords(first);
  await new InTabBackend(first).ready();
  const sessionId = await first.evaluate(async () => {
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    return (await controls.seedSessions("demo@lectern.app", 1))[0]!;
  });
  // The second tab: same browser profile (signed in by the same token), its own backend in memory.
  const second = await first.context().newPage();
  await second.goto(`/records/${sessionId}`);
  await first.goto(`/records/${sessionId}`);
  for (const tab of [first, second]) {
    await new InTabBackend(tab).ready();
    await expect(tab.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  await notesCall(first, sessionId, "Written in the first tab");
  const seenBySecond = await notesCall(second, sessionId, "Written in the second tab");
  // The second tab took in the first's note before adding its own.
  expect(seenBySecond.map((note) => note.text)).toEqual(["Written in the first tab", "Written in the second tab"]);

  for (const tab of [first, second]) {
    await tab.reload();
    await new InTabBackend(tab).ready();
  }
  const afterReload = [await notesCall(first, sessionId, null), await notesCall(second, sessionId, null)];
  for (const notes of afterReload) {
    expect(notes.map((note) => note.text)).toEqual(["Written in the first tab", "Written in the second tab"]);
    expect(new Set(notes.map((note) => note.id)).size).toBe(2);
  }
  expect(afterReload[1]).toEqual(afterReload[0]);
});
