import type { Locator, Page } from "@playwright/test";
import { RecordPage } from "../pages/RecordPage";
import { screenshot } from "../pages/screenshot";
import { DEMO_STUDENT, signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

interface Controls {
  seedSessions(email: string, count: number): Promise<readonly string[]>;
  readonly router: {
    handle(request: {
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: { kind: "json"; value: unknown };
    }): Promise<{ status: number; body: unknown }>;
    exclusive(work: (services: { db: RawDb }) => unknown): Promise<unknown>;
  };
}

interface RawDb {
  mutate(change: (data: { counters: { notes: number }; notes: unknown[] }) => void): void;
}

/** One payload per way HTML can run script: each that runs adds 1 to window.__pwned. */
const PWN = "window.__pwned=(window.__pwned||0)+1";
const PAYLOAD = [
  `<p>Pasted <b>bold</b> and <i>italic</i> text</p>`,
  `<img src=x onerror="${PWN}">`,
  `<script>${PWN}</script>`,
  `<iframe srcdoc="<script>parent.__pwned=(parent.__pwned||0)+1</script>"></iframe>`,
  `<a href="javascript:${PWN}">click me</a>`,
  `<a href=" JaVaScRiPt:${PWN}">spaced</a>`,
  `<p style="background:url(javascript:${PWN})" onmouseover="${PWN}">styled</p>`,
  `<svg onload="${PWN}"><circle r="1"/></svg>`,
  `<details open ontoggle="${PWN}">toggle</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${PWN}"></style></mglyph></table></mtext></math>`,
  `<form action="javascript:${PWN}"><button>go</button></form>`,
].join("");

/** Anything that can run script or leave the page's content once rendered. */
const DANGEROUS = "script, iframe, img, svg, math, form, object, embed, style, [style], [onerror], [onload]";

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);

/** A note written through this tab's demo backend, as the page's API client sends it: the answer's status. */
const postNote = (page: Page, sessionId: string, html: string): Promise<number> =>
  page.evaluate(
    async ({ id, written }) => {
      const { router } = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
      const answer = await router.handle({
        method: "POST",
        url: `sessions/${id}/relationships/notes`,
        headers: {
          Accept: "application/vnd.api+json",
          "Content-Type": "application/vnd.api+json",
          Authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: { kind: "json", value: { data: { type: "sessions_notes", attributes: { html: written } } } },
      });
      return answer.status;
    },
    { id: sessionId, written: html },
  );

/** A seeded, processed lecture (with these notes, written through the API), its Notes tab open. */
const openNotesTab = async (page: Page, notes: readonly string[] = []): Promise<string> => {
  await signInToRecords(page);
  await page.waitForFunction(() => "lecternDemoControls" in globalThis);
  const [id] = await page.evaluate(
    (email) => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.seedSessions(email, 1),
    DEMO_STUDENT.email,
  );
  if (id === undefined) throw new Error("no session seeded");
  for (const html of notes) expect(await postNote(page, id, html)).toBe(201);
  await page.goto(`/records/${id}?tab=notes`);
  await expect(new RecordPage(page).nameButton).not.toBeEmpty({ timeout: 30_000 });
  return id;
};

class NotesTab {
  readonly editor: Locator;
  readonly toolbar: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.editor = page.getByRole("textbox", { name: "Add a note" });
    this.toolbar = page.getByRole("toolbar", { name: "Formatting" });
    this.list = page.getByRole("tabpanel").getByRole("list", { name: "Notes" });
  }

  tool(name: string): Locator {
    return this.toolbar.getByRole("button", { name, exact: true });
  }

  /** Types `before + word + after` and selects `word` with Shift+Arrow, as a keyboard user would. */
  async typeAndSelect(before: string, word: string, after = ""): Promise<void> {
    const keys = this.page.keyboard;
    await keys.type(before + word + after);
    for (let step = 0; step < after.length; step += 1) await keys.press("ArrowLeft");
    for (let step = 0; step < word.length; step += 1) await keys.press("Shift+ArrowLeft");
    await expect(this.toolbar).toBeVisible();
  }

  /** The caret to the end of the line, once the text has the focus back, and a new line. */
  async nextLine(): Promise<void> {
    await expect(this.editor).toBeFocused();
    await this.page.keyboard.press("End");
    await this.page.keyboard.press("Enter");
  }

  /** Focus leaves the "Add a note" field (the note is done with) and the note is in the list. */
  async leaveAndSee(text: string | RegExp): Promise<Locator> {
    await this.page.keyboard.press("Tab");
    const item = this.list.getByRole("listitem").filter({ hasText: text });
    await expect(item).toHaveCount(1);
    return item;
  }
}

test.describe("rich-text notes on the record page (issue 22)", () => {
  // A control that cannot be pressed fails in seconds, not at the test's ceiling.
  test.use({ actionTimeout: 15_000 });

  test.beforeEach(() => {
    // The first sign-in of a run compiles the app and the record route on a busy, shared machine.
    test.setTimeout(240_000);
  });

  test("bold, heading, colour, bullet list, web and mailto links and a formula survive saving and a reload", async ({
    page,
  }) => {
    await openNotesTab(page);
    const notes = new NotesTab(page);
    await notes.editor.click();

    await page.keyboard.type("Cell biology");
    await notes.toolbar.getByRole("button", { name: /Heading/ }).click();
    await page.getByRole("option", { name: "Heading 2" }).click();
    await notes.nextLine();

    await notes.typeAndSelect("Osmosis moves ", "water", " across a membrane.");
    await screenshot(page, "rich-notes-toolbar");
    await notes.tool("Bold").click();
    await expect(notes.tool("Bold")).toHaveAttribute("aria-pressed", "true");
    await notes.nextLine();

    await notes.typeAndSelect("Enzymes are ", "proteins", " that speed reactions.");
    await notes.tool("Text colour").click();
    await page.getByRole("dialog", { name: "Text colour" }).getByRole("button", { name: "Colour #D1414C" }).click();
    await notes.nextLine();

    await notes.typeAndSelect("Read more on ", "osmosis", " online.");
    await notes.tool("Link").click();
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    await expect(linkDialog.getByRole("textbox", { name: "Text" })).toHaveValue("osmosis");
    await linkDialog.getByRole("textbox", { name: "Link" }).fill("https://example.org");
    await screenshot(page, "rich-notes-link-popover");
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await notes.nextLine();

    await notes.typeAndSelect("Ask ", "tutor@example.org", " for help.");
    await notes.tool("Link").click();
    // An e-mail address comes prefilled as a mailto: link.
    await expect(linkDialog.getByRole("textbox", { name: "Link" })).toHaveValue("mailto:tutor@example.org");
    await linkDialog.getByRole("button", { name: "Save" }).click();
    await notes.nextLine();

    await page.keyboard.type("The ratio is ");
    await notes.tool("Formula").click();
    const formulaDialog = page.getByRole("dialog", { name: "Formula" });
    await formulaDialog.getByRole("textbox", { name: "TeX" }).fill("\\frac{a}{b}");
    await screenshot(page, "rich-notes-formula-popover");
    await formulaDialog.getByRole("button", { name: "Save" }).click();
    await expect(notes.editor.locator(".ql-formula")).toHaveCount(1);
    await notes.nextLine();

    await page.keyboard.type("Diffusion needs no energy");
    await notes.tool("Bullet list").click();
    await expect(notes.editor.locator("li")).toHaveText("Diffusion needs no energy");

    await notes.leaveAndSee("Osmosis moves water");
    await page.reload();
    const item = notes.list.getByRole("listitem").filter({ hasText: "Osmosis moves water" });
    await expect(item.locator(".katex")).toHaveCount(1, { timeout: 30_000 });
    await expect(item.locator("strong")).toHaveText("water");
    await expect(item.locator("h1, h2, h3, h4, h5")).toHaveText("Cell biology");
    await expect(item.locator("span[style*='color']")).toHaveText("proteins");
    await expect(item.locator("ul li, ol li")).toHaveText("Diffusion needs no energy");
    await expect(item.locator('a[href="https://example.org"]')).toHaveText("osmosis");
    await expect(item.locator('a[href^="mailto:"]')).toHaveText("tutor@example.org");
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, "rich-notes-rendered");
  });

  test("no serious axe findings with the toolbar, the link popover or the formula popover open", async ({ page }) => {
    await openNotesTab(page);
    const notes = new NotesTab(page);
    await notes.editor.click();
    await notes.typeAndSelect("Checked by ", "axe");
    await expectNoSeriousA11yIssues(page);

    await notes.tool("Link").click();
    await expect(page.getByRole("dialog", { name: "Add a link" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press("Escape");
    await expect(notes.editor).toBeFocused();

    await notes.tool("Formula").click();
    await expect(page.getByRole("dialog", { name: "Formula" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test("keyboard only: Tab in, type, Shift+Arrow, Alt+F10, Bold, Escape back, Tab leaves", async ({ page }) => {
    // A note already listed: its Edit button is the next stop after the editor (the panel ends the page).
    await openNotesTab(page, ["<p>Already here</p>"]);
    const notes = new NotesTab(page);
    await new RecordPage(page).tabTo(notes.editor);
    await notes.typeAndSelect("Typed without a ", "mouse");

    await page.keyboard.press("Alt+F10");
    await expect(notes.tool("Bold")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notes.tool("Bold")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(notes.editor).toBeFocused();
    await expect(notes.editor.locator("strong")).toHaveText("mouse");

    const item = await notes.leaveAndSee("Typed without a mouse");
    await expect(page.getByRole("button", { name: "Edit note “Already here”" })).toBeFocused();
    await expect(item.locator("strong")).toHaveText("mouse");
  });

  test("pasted HTML keeps only the whitelist and runs nothing, before and after saving", async ({ page }) => {
    await openNotesTab(page);
    const notes = new NotesTab(page);
    await notes.editor.click();
    await notes.editor.evaluate((root, html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", "Pasted bold and italic text");
      root.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, PAYLOAD);
    await expect(notes.editor).toContainText("Pasted bold and italic text");

    const found = await notes.editor.evaluate((root) => {
      // Quill's own markup for the whitelisted tags (b → strong, i → em; lists are ol with data-list).
      const allowed = new Set(["P", "BR", "STRONG", "EM", "U", "S", "A", "OL", "UL", "LI", "SPAN"]);
      const elements = [...root.querySelectorAll("*")];
      return {
        tags: elements.map((element) => element.tagName).filter((tag) => !allowed.has(tag)),
        attributes: elements.flatMap((element) =>
          element.getAttributeNames().filter((name) => name.startsWith("on") || name === "style" || name === "srcdoc"),
        ),
        hrefs: elements.map((element) => element.getAttribute("href") ?? "").filter((href) => /script:/i.test(href)),
      };
    });
    expect(found).toEqual({ tags: [], attributes: [], hrefs: [] });

    const item = await notes.leaveAndSee("Pasted bold and italic text");
    await page.reload();
    await expect(item.locator("strong")).toHaveText("bold", { timeout: 30_000 });
    await expect(item.locator(".note-html").locator(DANGEROUS)).toHaveCount(0);
    await expect(notes.list.locator('a[href*="script:" i]')).toHaveCount(0);
    expect(await pwned(page)).toBe(0);
  });

  test("the payloads as a note's html through the demo API, and stored raw, render and run nothing", async ({
    page,
  }) => {
    const sessionId = await openNotesTab(page);
    expect(await postNote(page, sessionId, PAYLOAD)).toBe(201);
    // Past the server's sanitiser: the renderer alone stands between a stored row and the page.
    await page.evaluate(
      ({ id, html }) =>
        (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.router.exclusive(({ db }) =>
          db.mutate((data) => {
            data.counters.notes += 1;
            const now = Date.now();
            data.notes.push({
              id: String(data.counters.notes),
              sessionId: id,
              poiId: null,
              text: "Stored raw",
              html: `<p>Stored raw</p>${html}`,
              name: null,
              url: null,
              attachment: null,
              createdAt: now,
              updatedAt: now,
            });
          }),
        ),
      { id: sessionId, html: PAYLOAD },
    );

    await page.reload();
    const items = new NotesTab(page).list.getByRole("listitem");
    await expect(items).toHaveCount(2, { timeout: 30_000 });
    await expect(items.locator("strong, b")).toHaveCount(2);
    await expect(items.locator(".note-html").locator(DANGEROUS)).toHaveCount(0);
    await expect(items.locator('a[href*="script:" i]')).toHaveCount(0);
    expect(await pwned(page)).toBe(0);
    await screenshot(page, "rich-notes-payloads");
  });
});
