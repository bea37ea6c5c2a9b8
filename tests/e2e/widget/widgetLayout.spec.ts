import type { Page } from "@playwright/test";
import { FINISH_CEILING_MS, RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** The two windows a new user tried the widget in (issue 10 §7): a laptop and a phone. */
const SIZES = [
  { name: "1440x900", width: 1440, height: 900, phone: false },
  { name: "390x844", width: 390, height: 844, phone: true },
] as const;

/**
 * The window as the person sees it, saved when SHOTS_DIR is set (for looking at the screens). Not a
 * full-page shot: what matters here is what is on screen, Stop included.
 */
const screenshot = async (page: Page, name: string): Promise<void> => {
  const directory = process.env["SHOTS_DIR"];
  if (directory) await page.screenshot({ path: `${directory}/${name}.png`, animations: "disabled" });
};

/** Nothing in the element is cut off: its text fits the box it is drawn in. */
const fitsItsBox = (page: Page, selector: string) =>
  page.locator(selector).evaluate((node) => node.scrollWidth <= node.clientWidth);

for (const size of SIZES) {
  test.describe(`widget at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("launcher, recording with notes, finishing and complete: laid out, focused and accessible", async ({
      page,
    }) => {
      // Four axe runs and a recording of a few seconds: generous for a busy 2-core machine.
      test.setTimeout(120_000);
      const shot = (state: string) => screenshot(page, `widget-${state}-${size.name}`);
      const widget = await RecorderWidgetPage.openSignedIn(page);

      // Launcher: the full name fits, the card uses the window (no 275 px strip on a laptop).
      await expect(page.getByText(/^Hello, /)).toBeVisible();
      expect(await fitsItsBox(page, ".widget-top-bar__greeting")).toBe(true);
      const card = await page.locator(".widget-page__column").boundingBox();
      expect(card?.width ?? 0).toBeGreaterThan(size.phone ? 360 : 440);
      await widget.choose("Audio only");
      await expectNoSeriousA11yIssues(page);
      await shot("launcher");

      // Start: focus moves to Stop (not the page body), and Stop is on screen.
      await widget.start.click();
      await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
      await expect(widget.stop).toBeFocused();
      await expect(widget.stop).toBeInViewport();

      // The notes panel: beside the card on a laptop; a full-width sheet with its own close on a phone.
      const notesToggle = page.getByRole("button", { name: "Notes" });
      await notesToggle.click();
      await expect(widget.notesPanel).toBeVisible();
      const side = page.getByRole("complementary", { name: "Side panel" });
      const panelBox = await side.boundingBox();
      if (size.phone) {
        expect(panelBox?.width).toBe(size.width);
        await expect(side).toBeFocused();
        await expect(page.getByRole("button", { name: "Close side panel" })).toBeVisible();
      } else {
        const column = await page.locator(".widget-page__column").boundingBox();
        expect(panelBox?.x ?? 0).toBeGreaterThanOrEqual((column?.x ?? 0) + (column?.width ?? 0));
        await expect(widget.stop).toBeInViewport();
      }
      await expect(page.getByText(/^\d+ parts? saved on this device$/)).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await shot("recording-notes");
      if (size.phone) {
        // Closing the sheet gives the keyboard back to what opened it; Stop is in view again.
        await page.getByRole("button", { name: "Close side panel" }).click();
        await expect(side).toBeHidden();
        await expect(notesToggle).toBeFocused();
        await expect(widget.stop).toBeInViewport();
        // No keyboard on a phone: the trackpad's shortcut hints are not shown.
        await expect(page.locator(".trackpad__key").first()).toBeHidden();
      }

      // Stop: the confirmation's default is Keep recording, never the destructive Stop.
      await widget.stop.click();
      const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to stop recording ?" });
      await expect(confirm.getByRole("button", { name: "Keep recording" })).toBeFocused();
      await confirm.getByRole("button", { name: "Stop", exact: true }).click();

      // Finishing: one true thing about the recording at a time.
      await expect(page.getByText("Finishing the recording…")).toBeVisible();
      // The stop sequence waits 5 s by the spec (§4.1): long enough to look at it, then check it with axe.
      await shot("finishing");
      await expect(page.getByText("Safe to close: every part is on this device")).toHaveCount(0);
      await expectNoSeriousA11yIssues(page);

      // Complete: focus on its heading, and it says uploaded only once nothing is left on this device.
      await expect(widget.complete).toBeVisible({ timeout: FINISH_CEILING_MS });
      await expect(widget.complete).toBeFocused();
      const uploading = page.getByText(/It is uploading to your account below/);
      const uploaded = page.getByText("It is uploaded to your account.");
      await expect(uploading.or(uploaded)).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await shot("complete");
    });
  });
}
