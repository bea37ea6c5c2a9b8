import type { Locator, Page } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** The seeded screen + microphone lecture (adapters/src/demo/seed/lectures): 315.7 s. */
const VIDEO_LECTURE = { title: "Microeconomics: supply and demand (demo)", duration: 315.664 };
/** Its second highlight: a flag from 118.016 s to 125.016 s. */
const CLIP = { name: "Market equilibrium", end: 125.016 };
const AUDIO_LECTURE = { title: "Cell biology: the membrane (demo)", highlight: "Phospholipid bilayer forms by itself" };

/** The record page's player, as a keyboard and screen-reader user meets it. */
class RecordPlayer {
  readonly region: Locator;
  readonly play: Locator;
  readonly seek: Locator;
  readonly speed: Locator;
  readonly waveform: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.region = page.getByRole("region", { name: `Player: ${title}` });
    this.play = this.region.getByRole("button", { name: "Play", exact: true });
    this.seek = this.region.getByRole("slider", { name: "Seek" });
    this.speed = this.region.getByRole("combobox", { name: "Speed" });
    this.waveform = page.locator(".record-waveform");
  }

  /** Seconds on the slider (what the controller says). */
  async time(): Promise<number> {
    return Number(await this.seek.inputValue());
  }

  /** The main media element's own state. */
  media(): Promise<{ time: number; rate: number; paused: boolean }> {
    return this.region
      .locator("video, audio")
      .first()
      .evaluate((media: HTMLMediaElement) => ({
        time: media.currentTime,
        rate: media.playbackRate,
        paused: media.paused,
      }));
  }
}

const openLecture = async (page: Page, title: string): Promise<RecordPlayer> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL("**/records");
  await page.locator("a.record-row", { hasText: title }).click();
  await expect(page).toHaveURL(/\/records\/[^/?]+/);
  const player = new RecordPlayer(page, title);
  await expect(player.region).toBeVisible();
  return player;
};

/** Painted pixels on wavesurfer's canvases (they sit in its shadow root). */
const paintedPixels = (waveform: Locator): Promise<number> =>
  waveform.evaluate((element) => {
    const host = element.querySelector(".record-waveform__canvas > div");
    const canvases = Array.from(host?.shadowRoot?.querySelectorAll("canvas") ?? []);
    let painted = 0;
    for (const canvas of canvases) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const pixels = canvas.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if ((pixels[alpha] ?? 0) > 0) painted += 1;
    }
    return painted;
  });

test.describe("record page player (issue 11)", () => {
  // Sign-in, the record page and wavesurfer on a machine shared by many test runs: give each test room.
  test.beforeEach(() => test.setTimeout(120_000));

  test("keyboard plays, seeks and changes speed; the waveform is drawn from peaks and seeks; a highlight plays as a clip", async ({
    page,
  }) => {
    // wavesurfer must draw from the server's peaks, never fetch the media to decode it.
    const mediaFetches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/demo-lectures/") && request.resourceType() === "fetch")
        mediaFetches.push(request.url());
    });
    const player = await openLecture(page, VIDEO_LECTURE.title);
    // The media's own duration (the WebM container's, a few hundred ms longer than the speech measured).
    await expect
      .poll(async () => Math.abs(Number(await player.seek.getAttribute("max")) - VIDEO_LECTURE.duration))
      .toBeLessThan(1);
    await expect(player.seek).toHaveAttribute("aria-valuetext", /^00:00 of 05:1[56]$/);
    await expect(player.waveform).toHaveAttribute("data-state", "ready");
    await expect.poll(() => paintedPixels(player.waveform)).toBeGreaterThan(1000);
    expect(mediaFetches).toEqual([]);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-player-video");

    // Space plays, K pauses (focus on the player region, as after Tab).
    await player.region.focus();
    await page.keyboard.press("Space");
    await expect(player.play).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await player.media()).paused).toBe(false);
    await page.keyboard.press("k");
    await expect(player.play).toHaveAttribute("aria-pressed", "false");

    // L: forward 10 s, on the slider and on the media itself.
    const before = await player.time();
    await page.keyboard.press("l");
    await expect.poll(() => player.time()).toBeCloseTo(before + 10, 1);
    await expect.poll(async () => (await player.media()).time).toBeCloseTo(before + 10, 1);

    // Shift+. twice: 1.5×, on the select and on the media.
    await page.keyboard.press("Shift+Period");
    await page.keyboard.press("Shift+Period");
    await expect(player.speed).toHaveValue("1.5");
    await expect.poll(async () => (await player.media()).rate).toBe(1.5);

    // A click in the middle of the waveform seeks there (scrolled into view: the owner's highlight
    // toolbar sits between the player and the waveform, and a mouse click does not scroll).
    const canvas = player.waveform.locator(".record-waveform__canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (box === null) throw new Error("the waveform has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => player.time()).toBeGreaterThan(150);
    expect(await player.time()).toBeLessThan(166);

    // Play highlight: it plays its span only and pauses exactly at its end.
    await page.getByRole("tab", { name: "Highlights" }).click();
    await page.getByRole("button", { name: `Play highlight ${CLIP.name}` }).click();
    await expect(player.play).toHaveAttribute("aria-pressed", "true");
    await expect(player.play).toHaveAttribute("aria-pressed", "false", { timeout: 20_000 });
    const stopped = await player.media();
    expect(stopped.paused).toBe(true);
    expect(stopped.time).toBeCloseTo(CLIP.end, 2);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-player-highlights");
  });

  test("an audio lecture shows the audio card and turns captions on", async ({ page }) => {
    const player = await openLecture(page, AUDIO_LECTURE.title);
    await expect(player.region.getByText("Audio recording")).toBeVisible();
    await expect(player.waveform).toHaveAttribute("data-state", "ready");
    const captions = player.region.getByRole("button", { name: "Captions" });
    await expect(captions).toHaveAttribute("aria-pressed", "false");
    await captions.click();
    await expect(captions).toHaveAttribute("aria-pressed", "true");
    // The first sentences are spoken in the first seconds: play until a cue shows.
    await player.play.click();
    const cue = player.region.getByTestId("player-cue");
    await expect(cue).not.toBeEmpty({ timeout: 15_000 });
    // The cue's voice is shown as its speaker, never as WebVTT markup.
    await expect(cue).toContainText("Dr. Helen Marsh");
    await expect(cue).not.toContainText("<v");
    await player.play.click();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-player-audio");
  });
  test("a highlight is renamed with the keyboard alone, blank names refused, and the name stays after a reload", async ({
    page,
  }) => {
    const player = await openLecture(page, AUDIO_LECTURE.title);
    const highlights = page.getByRole("tabpanel", { name: "Highlights" });
    await page.getByRole("tab", { name: "Highlights" }).click();
    const rename = page.getByRole("button", { name: `Rename ${AUDIO_LECTURE.highlight}` });
    await rename.focus();
    await page.keyboard.press("Enter");
    const name = page.getByRole("textbox", { name: "Highlight name" });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(AUDIO_LECTURE.highlight);

    // Typing replaces the selected name; spaces alone are refused with a message on the field.
    await page.keyboard.type("   ");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "spaces alone" })).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-highlight-rename-error");

    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("  Bilayer: the hydrophobic effect  ");
    await page.keyboard.press("Enter");
    const renamed = page.getByRole("button", { name: "Rename Bilayer: the hydrophobic effect" });
    await expect(renamed).toBeFocused();
    await expect(highlights.getByText("Bilayer: the hydrophobic effect", { exact: true })).toBeVisible();

    // The waveform's label follows the new name too.
    await expect(player.waveform).toContainText("Bilayer: the hydrophobic effect");

    await page.reload();
    await page.getByRole("tab", { name: "Highlights" }).click();
    await expect(highlights.getByText("Bilayer: the hydrophobic effect", { exact: true })).toBeVisible();
  });
});
