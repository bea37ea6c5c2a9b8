import type { Page } from "@playwright/test";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** A stream of the newest session as the in-page demo backend holds it. */
interface HeldStream {
  readonly type: string;
  readonly receivedBytes: number;
  readonly status: number;
  readonly duration: number | null;
}

/** The streams of the newest recording session on the in-page demo backend. */
const newestSessionStreams = (page: Page): Promise<HeldStream[]> =>
  page.evaluate(() => {
    type Controls = {
      sessions(): { id: string; createdAt: number }[];
      streams(id: string): HeldStream[];
    };
    const controls = (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls;
    const sessions = controls.sessions().sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    const session = sessions[0];
    if (!session) throw new Error("no session on the demo backend");
    return controls
      .streams(session.id)
      .map(({ type, receivedBytes, status, duration }) => ({ type, receivedBytes, status, duration }));
  });

/** Picks the first real camera in the launcher's camera select (Chromium's fake device offers one). */
const chooseFirstCamera = async (page: Page): Promise<string> => {
  // The trigger is named by its value, then its visible label.
  const select = page.getByRole("button", { name: /Camera$/ });
  await expect(select).toContainText("No camera");
  await select.click();
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("option", { name: "No camera" })).toBeVisible();
  const camera = listbox.getByRole("option").nth(1);
  const label = (await camera.textContent()) ?? "";
  await camera.click();
  await expect(select).toContainText(label);
  return label;
};

test("screen and mic with the fake camera: preview, stop, and the camera stream reaches the server", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.choose("Screen and mic");
  const label = await chooseFirstCamera(page);
  expect(label).not.toBe("");
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "camera-launcher-chosen");

  await widget.start.click();
  await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
  const cameraToggle = page.getByRole("button", { name: "Camera", exact: true });
  await expect(cameraToggle).toHaveAttribute("aria-pressed", "true");
  const previewButton = page.getByRole("button", { name: "Camera preview" });
  await expect(previewButton).toBeEnabled();

  // The preview shows the live camera: the video has frames of the fake device's size.
  await previewButton.click();
  const dialog = page.getByRole("dialog", { name: "Camera preview" });
  await expect(dialog).toBeVisible();
  const video = dialog.locator("video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect
    .poll(() => video.evaluate((node: HTMLVideoElement) => node.videoWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "camera-preview-open");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(previewButton).toBeFocused();

  // Switched off, the camera has nothing to preview; switched on again, the footer's Close closes it.
  await cameraToggle.click();
  await expect(cameraToggle).toHaveAttribute("aria-pressed", "false");
  await expect(previewButton).toBeDisabled();
  await cameraToggle.click();
  await expect(previewButton).toBeEnabled();
  await previewButton.click();
  await expect(dialog).toBeVisible();
  await dialog.locator(".kit-dialog__footer").getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await screenshot(page, "camera-recording");

  await widget.untilRecorded(12);
  await widget.confirmStop();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });

  const streams = await newestSessionStreams(page);
  const camera = streams.find((stream) => stream.type === "camera");
  const combined = streams.find((stream) => stream.type === "combined");
  expect(combined?.receivedBytes).toBeGreaterThan(0);
  expect(camera?.receivedBytes).toBeGreaterThan(0);
  // Merged and converted like the main stream: processing runs after the merge, so its state is awaited.
  await expect
    .poll(async () => (await newestSessionStreams(page)).find((stream) => stream.type === "camera")?.status, {
      timeout: 60_000,
    })
    .toBe(30);
});

test("a camera that cannot start is left out and the recording goes on", async ({ page }) => {
  test.setTimeout(120_000);
  // The camera is busy in another app: every request for video fails, the microphone still works.
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const original = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints?: MediaStreamConstraints) =>
      constraints?.video
        ? Promise.reject(new DOMException("Could not start video source", "NotReadableError"))
        : original(constraints);
  });
  const widget = await RecorderWidgetPage.openSignedIn(page);
  await widget.choose("Screen and mic");
  await chooseFirstCamera(page);
  await widget.start.click();
  await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();

  // No error: the recording runs without the camera, whose toggle and preview are off.
  await expect(page.getByRole("button", { name: "Camera", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Camera preview" })).toBeDisabled();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect
    .poll(async () => Number((await page.getByText(/parts? saved on this device/).textContent())?.split(" ")[0]), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yIssues(page);
  await screenshot(page, "camera-failed-recording-continues");

  await widget.confirmStop();
  await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });
  const streams = await newestSessionStreams(page);
  expect(streams.map((stream) => stream.type)).toEqual(["combined"]);
  expect(streams[0]?.receivedBytes).toBeGreaterThan(0);
});
