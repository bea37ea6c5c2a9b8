import type { Page } from "@playwright/test";
import { RecordPage } from "../pages/RecordPage";
import { screenshot } from "../pages/screenshot";
import { DEMO_STUDENT, signInToRecords } from "../pages/signInToRecords";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { makeSlidesPdf } from "../../support/slidesPdf";
import { SlidesTab } from "./SlidesTab";

interface Controls {
  seedSessions(email: string, count: number): Promise<readonly string[]>;
  readonly router: {
    handle(request: { method: string; url: string; headers: Record<string, string> }): Promise<{
      status: number;
      body: unknown;
    }>;
  };
}

/** A seeded, processed lecture of the demo student, its Slides tab open. */
const openSlidesTab = async (page: Page): Promise<string> => {
  await signInToRecords(page);
  await page.waitForFunction(() => "lecternDemoControls" in globalThis);
  const [id] = await page.evaluate(
    (email) => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.seedSessions(email, 1),
    DEMO_STUDENT.email,
  );
  if (id === undefined) throw new Error("no session seeded");
  await page.goto(`/records/${id}?tab=slides`);
  await expect(new RecordPage(page).nameButton).not.toBeEmpty({ timeout: 30_000 });
  return id;
};

/** The slide notes the tab's demo backend holds, by page number (what a reload will show). */
const savedNotes = (page: Page, sessionId: string): Promise<Record<number, string>> =>
  page.evaluate(async (id) => {
    const { router } = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    const answer = await router.handle({
      method: "GET",
      url: `v2/session/${id}/slides`,
      headers: { Accept: "application/json", Authorization: `Bearer ${localStorage.getItem("token")}` },
    });
    const list = (answer.body as { data: { data: { slideNotes: { pageNumber: number; text: string }[] } }[] }).data;
    const notes = list.at(-1)?.data.slideNotes ?? [];
    return Object.fromEntries(notes.filter((note) => note.text !== "").map((note) => [note.pageNumber, note.text]));
  }, sessionId);

/** Every text any live region of the page has said since installed (progress is announced, not only drawn). */
const recordAnnouncements = (page: Page) =>
  page.evaluate(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll("[aria-live], [role=status], [role=progressbar]")) {
        const text = `${region.textContent ?? ""} ${region.getAttribute("aria-valuetext") ?? ""}`.trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });

test.describe("slides beside the recording (issue 23)", () => {
  test.use({ actionTimeout: 15_000 });
  test.beforeEach(() => {
    // The first sign-in of a run compiles the app and the record route on a busy, shared machine.
    test.setTimeout(240_000);
  });

  test("a 20-page PDF: refused .docx, progress announced, lazy thumbnails, keys, notes that survive a reload, Delete all slides", async ({
    page,
  }) => {
    const sessionId = await openSlidesTab(page);
    const slides = new SlidesTab(page);
    await expect(slides.addButton).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Or drag files here", { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "slides-upload-area");

    // Anything but PDF/PPT/PPTX gets the spec's refusal, and nothing is sent.
    await slides.choose(
      "essay.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      Buffer.from("PK\u0003\u0004 not slides"),
    );
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("alert")
        .filter({ hasText: "Sorry, the file cannot be uploaded. We support only: PDF, PPT, PPTX formats" }),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "slides-refused-docx");

    await recordAnnouncements(page);
    await slides.choose("week-3-lecture.pdf", "application/pdf", Buffer.from(await makeSlidesPdf(20)));
    // The small success toast goes after 3 s: it is looked for as soon as the upload ends.
    await expect(slides.toast("Slides uploaded")).toBeVisible();
    await slides.expectPage(1, 20);
    const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    expect(said.some((text) => text.includes("Uploading..."))).toBe(true);

    // Thumbnails are drawn for the strip's view and a margin, not for all 20 pages.
    await expect(slides.drawnThumbnails.first()).toBeVisible();
    const drawnBefore = await slides.drawnThumbnails.count();
    expect(drawnBefore).toBeGreaterThan(0);
    expect(drawnBefore).toBeLessThan(20);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "slides-slider");

    // Previous/next buttons and the arrow keys.
    await slides.viewer.getByRole("button", { name: "Next slide" }).click();
    await slides.expectPage(2, 20);
    await slides.viewer.focus();
    await page.keyboard.press("ArrowRight");
    await slides.expectPage(3, 20);
    await page.keyboard.press("ArrowLeft");
    await slides.expectPage(2, 20);
    await slides.viewer.getByRole("button", { name: "Previous slide" }).click();
    await slides.expectPage(1, 20);

    // Notes on slides 1 and 7.
    await slides.writeNote(1, "Supply curve slopes upward");
    await slides.thumbnails.getByRole("button", { name: "Go to slide 7" }).click();
    await slides.expectPage(7, 20);
    await slides.writeNote(7, "Equilibrium where curves cross");
    await expect
      .poll(() => savedNotes(page, sessionId))
      .toEqual({ 1: "Supply curve slopes upward", 7: "Equilibrium where curves cross" });
    await screenshot(page, "slides-notes");

    // Scrolling the strip to its end draws the last pages and lets the first ones go.
    await slides.thumbnails.evaluate((strip) => strip.scrollTo({ left: strip.scrollWidth }));
    await expect(slides.thumbnails.locator('img[data-slide-thumbnail="20"]')).toBeVisible();
    expect(await slides.drawnThumbnails.count()).toBeLessThan(20);

    await page.reload();
    await slides.expectPage(1, 20);
    await expect(slides.noteEditor(1)).toContainText("Supply curve slopes upward");
    await expect(slides.noteEditor(7)).toContainText("Equilibrium where curves cross");

    // Delete all slides: asked first, then the upload area again.
    await slides.viewer.getByRole("button", { name: "Slide actions" }).click();
    await page.getByRole("menuitem", { name: "Delete all slides" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
    await expect(dialog).toContainText(
      "Once you delete these slides, nobody can access it, and there's no turning back.",
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "slides-delete-confirm");
    await dialog.getByRole("button", { name: "Yes, remove" }).click();
    await expect(slides.toast("Slides removed")).toBeVisible();
    await expect(slides.addButton).toBeVisible();
    expect(await savedNotes(page, sessionId)).toEqual({});
  });

  test("a PPTX is kept for download with how to see its pages", async ({ page }) => {
    await openSlidesTab(page);
    const slides = new SlidesTab(page);
    await expect(slides.addButton).toBeVisible({ timeout: 30_000 });
    await slides.choose(
      "seminar.pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      Buffer.from("PK\u0003\u0004presentation"),
    );
    await expect(slides.toast("Slides uploaded")).toBeVisible();
    await expect(page.getByText("Export your slides as PDF to see them here")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download seminar.pptx" })).toHaveAttribute("download", "seminar.pptx");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "slides-pptx");
  });
});
