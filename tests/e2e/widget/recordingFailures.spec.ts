import type { Page } from "@playwright/test";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const signIn = async (page: Page): Promise<RecorderWidgetPage> => {
  const widget = await RecorderWidgetPage.openSignedIn(page);
  return widget;
};

/** Every recorder in the page hands its sixth slice over empty, as a failing encoder would. */
const EMPTY_SIXTH_SLICE = () => {
  const addListener = MediaRecorder.prototype.addEventListener;
  MediaRecorder.prototype.addEventListener = function (
    this: MediaRecorder,
    type: string,
    listener: unknown,
    options?: unknown,
  ) {
    if (type === "dataavailable" && typeof listener === "function") {
      let slices = 0;
      const wrapped = (event: BlobEvent) => {
        slices += 1;
        listener.call(this, slices === 6 ? new BlobEvent("dataavailable", { data: new Blob([]) }) : event);
      };
      return addListener.call(this, type, wrapped as EventListener, options as AddEventListenerOptions);
    }
    return addListener.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  } as typeof MediaRecorder.prototype.addEventListener;
};

/** Every recorder in the page starts without a timeslice: it stays silent until it is stopped. */
const SILENT_RECORDER = () => {
  const start = MediaRecorder.prototype.start;
  MediaRecorder.prototype.start = function (this: MediaRecorder) {
    start.call(this);
  };
};

test.describe("recording failures (spec 2 §5, §8)", () => {
  test("a slice of size 0 ends the recording with the spec's text and keeps what was saved", async ({ page }) => {
    await page.addInitScript(EMPTY_SIXTH_SLICE);
    const widget = await signIn(page);
    await widget.choose("Audio only");
    await widget.start.click();
    const alert = page.getByRole("alert").filter({ hasText: "An error occurred while recording. Start a new record" });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    // The five good slices were committed and go up like any recording.
    await expect(widget.queue).toHaveCount(0, { timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "recorder-empty-chunk");
  });

  test("no slice within the interval plus 15 s completes the recording with an error", async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(SILENT_RECORDER);
    const widget = await signIn(page);
    await widget.choose("Audio only");
    await widget.start.click();
    await expect(page.getByText("Recording", { exact: true })).toBeVisible();
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "We can't start the recording. Please restart the widget and try again" });
    await expect(alert).toBeVisible({ timeout: 40_000 });
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "recorder-watchdog");
  });

  test("a 402 on start shows the billing dialog, whose price list opens in a new window, and records nothing", async ({
    page,
  }) => {
    const widget = await signIn(page);
    await page.evaluate(() => {
      type Faults = { arm(spec: unknown): void };
      const controls = (globalThis as unknown as { lecternDemoControls: { faults: Faults } }).lecternDemoControls;
      controls.faults.arm({
        method: "GET",
        path: "v2/subscription/capacity/verify",
        response: {
          status: 402,
          headers: { "content-type": "application/vnd.api+json" },
          body: { errors: [{ status: "402", title: "Your plan's recording capacity is used up." }] },
        },
      });
    });
    await widget.choose("Audio only");
    await widget.start.click();
    const dialog = page.getByRole("alertdialog", { name: "Your plan's recording capacity is used up." });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Open price list" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "recorder-billing-402");
    // Spec 2 §2, §8: the price list opens in a new window; the widget stays as it was.
    const priceList = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Open price list" }).click();
    await expect.poll(async () => new URL((await priceList).url()).pathname).toBe("/billing/product");
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/session/widget");
    await expect(widget.queue).toHaveCount(0);
    await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
  });
});
