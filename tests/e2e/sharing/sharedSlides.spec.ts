import type { Browser, BrowserContext, Page } from "@playwright/test";
import { RECOVERY } from "../../playwright.config";
import { makeSlidesPdf } from "../../support/slidesPdf";
import { newAccount, type TestAccount } from "../pages/accounts";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { SharedRecordPage } from "../pages/SharedRecordPage";
import { SlidesTab } from "../slides/SlidesTab";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signUpOnServer } from "../support/signUpOnServer";

/**
 * Issue 23 with issue 13, across browsers: a lecture's slides travel with its share, read-only. The
 * owner uploads a 6-page PDF and writes two slide notes over HTTP (core/src/slides/README.md, calls
 * 1–3 and 6) and shares the lecture by link; a signed-in classmate reads the slides and the notes but
 * can change nothing, in the page or on the server; a signed-out visitor sees the notes too. Against
 * the Node demo server (api mode, the "node-server" project): two people need one backend.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const SERVER = `http://127.0.0.1:${RECOVERY.serverPort}`;
/** Every new account's seeded screen + microphone lecture (adapters/src/demo/seed/lectures). */
const LECTURE = "Microeconomics: supply and demand (demo)";
const PAGES = 6;
const NOTE_ONE = "Demand curves slope down: price up, quantity demanded down";
const NOTE_FOUR = "Equilibrium where supply meets demand";

type Call = { method: string; path: string; body?: unknown };

/** The app's ApiClient on the wire: PUT/DELETE travel as POST with X-HTTP-METHOD-OVERRIDE. */
const send = (token: string, call: Call): Promise<Response> => {
  const travels = call.method === "GET" || call.method === "POST";
  return fetch(`${SERVER}/api/${call.path}`, {
    method: travels ? call.method : "POST",
    headers: {
      accept: "application/vnd.api+json",
      "content-type": "application/vnd.api+json",
      authorization: `Bearer ${token}`,
      ...(travels ? {} : { "X-HTTP-METHOD-OVERRIDE": call.method }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
};

/** A call that must succeed; its `data`. */
const api =
  (token: string) =>
  async <T>(call: Call): Promise<T> => {
    const reply = await send(token, call);
    expect(reply.ok, `${call.method} ${call.path}: ${await reply.clone().text()}`).toBe(true);
    return (reply.status === 204 ? null : ((await reply.json()) as { data: unknown }).data) as T;
  };

const signedIn = async (browser: Browser, account: TestAccount): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.email, account.password);
  await page.waitForURL("**/records");
  return { context, page };
};

test("slides shared by link are read, not written, by a classmate and a signed-out visitor", async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = newAccount({ firstName: "Grace", lastName: "Hopper" });
  const classmate = newAccount({ firstName: "Alan", lastName: "Turing" });
  const [token] = await Promise.all([signUpOnServer(SERVER, owner), signUpOnServer(SERVER, classmate)]);
  const call = api(token);

  // The owner's seeded lecture gets a 6-page PDF: an upload URL, the raw PUT, the attach.
  const sessions = await call<{ id: string; attributes: { name: string } }[]>({ method: "GET", path: "sessions" });
  const sessionId = String(sessions.find((session) => session.attributes.name === LECTURE)?.id ?? sessions[0]?.id);
  const upload = await call<{ url: string; path: string }>({
    method: "GET",
    path: `v2/upload/url/stream/${sessionId}/file?filename=${encodeURIComponent("supply-and-demand.pdf")}`,
  });
  const put = await fetch(`${SERVER}/api/${upload.url.replace(/^\/+/, "")}`, {
    method: "PUT",
    headers: { "content-type": "application/pdf", authorization: `Bearer ${token}` },
    body: Buffer.from(await makeSlidesPdf(PAGES)),
  });
  expect(put.status, await put.clone().text()).toBe(204);
  const attached = await call<{ slides: { data: { id: string } }[] }>({
    method: "POST",
    path: `v2/session/${sessionId}/slide?with=slides`,
    body: { path: upload.path },
  });
  const slideId = String(attached.slides.at(-1)?.data.id);
  for (const [pageNumber, text] of [
    [1, NOTE_ONE],
    [4, NOTE_FOUR],
  ] as const) {
    await call({
      method: "POST",
      path: `v2/session/${sessionId}/slide/${slideId}/note`,
      body: { slideId, pageNumber, note: `<p>${text}</p>` },
    });
  }
  const share = await call<{ attributes: { link_id: string } }>({
    method: "POST",
    path: `v2/session/${sessionId}/share`,
  });
  const link = `/shared-records/${share.attributes.link_id}`;

  const contexts: BrowserContext[] = [];
  try {
    // 1. The classmate, signed in in a browser of their own, reads the slides and the notes.
    const mate = await signedIn(browser, classmate);
    contexts.push(mate.context);
    const mateView = new SharedRecordPage(mate.page);
    await mateView.goto(`${link}?tab=slides`);
    await mateView.expectLoaded(LECTURE);
    await expect(mateView.tab("Slides")).toHaveAttribute("aria-selected", "true");
    const slides = new SlidesTab(mate.page);
    await expect(slides.counter).toHaveText(`1 / ${PAGES}`, { timeout: 30_000 });
    await slides.expectPage(1, PAGES);
    await expect(slides.notes.getByText(NOTE_ONE)).toBeVisible();
    await expect(slides.notes.getByText(NOTE_FOUR)).toBeVisible();
    // Nothing that writes: no upload, no actions menu (Delete all slides), editors that do not edit.
    await expect(slides.addButton).toHaveCount(0);
    await expect(mate.page.getByRole("button", { name: "Slide actions" })).toHaveCount(0);
    await expect(mate.page.getByRole("menuitem", { name: /Delete/ })).toHaveCount(0);
    for (const pageNumber of [1, 4]) {
      await expect(slides.noteEditor(pageNumber)).toHaveAttribute("contenteditable", "false");
    }
    await slides.noteEditor(1).click();
    await mate.page.keyboard.type("overwritten");
    await expect(slides.noteEditor(1)).toHaveText(NOTE_ONE);
    // Reading is navigating: the next slide.
    await slides.viewer.getByRole("button", { name: "Next slide" }).click();
    await slides.expectPage(2, PAGES);
    await expect(slides.notes.getByText(NOTE_ONE)).toBeVisible();
    await expect(slides.addButton).toHaveCount(0);
    await expectNoSeriousA11yIssues(mate.page);
    await screenshot(mate.page, "shared-slides-signed-in");

    // 2. The server refuses the classmate's writes, whatever the page shows.
    const mateToken = await mate.page.evaluate(() => localStorage.getItem("token"));
    expect(mateToken).toBeTruthy();
    const noteWrite = await send(String(mateToken), {
      method: "POST",
      path: `v2/session/${sessionId}/slide/${slideId}/note`,
      body: { slideId, pageNumber: 1, note: "<p>overwritten</p>" },
    });
    expect(noteWrite.status, await noteWrite.clone().text()).toBe(403);
    const removal = await send(String(mateToken), {
      method: "DELETE",
      path: `v2/session/${sessionId}/slide/${slideId}`,
    });
    expect(removal.status, await removal.clone().text()).toBe(403);
    const kept = await call<{ data: { id: string; slideNotes: { pageNumber: number; text: string }[] } }[]>({
      method: "GET",
      path: `v2/session/${sessionId}/slides`,
    });
    expect(kept.at(-1)?.data.id).toBe(slideId);
    expect(
      Object.fromEntries((kept.at(-1)?.data.slideNotes ?? []).map((note) => [note.pageNumber, note.text.trim()])),
    ).toEqual({ 1: NOTE_ONE, 4: NOTE_FOUR });

    // 3. A signed-out visitor opening the link sees the notes, read-only, and not the pages.
    const visitorContext = await browser.newContext({ baseURL: APP });
    contexts.push(visitorContext);
    const visitor = new SharedRecordPage(await visitorContext.newPage());
    await visitor.goto(`${link}?tab=slides`);
    await visitor.expectLoaded(LECTURE);
    const visitorSlides = new SlidesTab(visitor.page);
    await expect(visitorSlides.notes.getByText(NOTE_ONE)).toBeVisible({ timeout: 30_000 });
    await expect(visitorSlides.notes.getByText(NOTE_FOUR)).toBeVisible();
    await expect(visitorSlides.noteEditor(1)).toHaveAttribute("contenteditable", "false");
    await expect(visitorSlides.addButton).toHaveCount(0);
    await expect(visitor.page.getByRole("button", { name: "Slide actions" })).toHaveCount(0);
    // The app reads a slide file through a signed-in port only, so a visitor without an account gets
    // the pages' notice (no slider), though the server would serve the file to the link's viewers.
    await expect(visitor.page.getByText("The slides' pages cannot be shown here.")).toBeVisible({ timeout: 30_000 });
    await expect(visitorSlides.counter).toHaveCount(0);
    await expect(visitorSlides.viewer.getByRole("img", { name: /^Slide \d+ of \d+$/ })).toHaveCount(0);
    const record = await fetch(`${SERVER}/api/v2/session/shared/${share.attributes.link_id}?with=relations`, {
      headers: { accept: "application/vnd.api+json" },
    });
    expect(record.status).toBe(200);
    const { slides: shared } = (await record.json()) as { slides: { data: { slideUrl: string } }[] };
    const file = await fetch(new URL(String(shared.at(-1)?.data.slideUrl), SERVER));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("application/pdf");
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    await expectNoSeriousA11yIssues(visitor.page);
    await screenshot(visitor.page, "shared-slides-signed-out");
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
