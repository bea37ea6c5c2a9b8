import { RECOVERY } from "../../playwright.config";
import { newAccount } from "../pages/accounts";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signUpOnServer } from "../support/signUpOnServer";

/**
 * The record page in api mode against the Node demo server (issue 11 "Proof required"): the media
 * comes from the server's own address, which answers Range requests, so a seek to the middle of a
 * lecture plays from there. Runs in the "node-server" project.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const SERVER = `http://127.0.0.1:${RECOVERY.serverPort}`;
/** Every new account's seeded screen + microphone lecture (adapters/src/demo/seed/lectures): 315.7 s. */
const LECTURE = "Microeconomics: supply and demand (demo)";
const MIDDLE = 158;

test("api mode: a seek to the middle of a lecture is served by Range requests and plays from there", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const account = newAccount();
  await signUpOnServer(SERVER, account);

  const context = await browser.newContext({ baseURL: APP });
  try {
    const page = await context.newPage();
    // What the media element asked the demo server for, and how it was answered.
    const mediaAnswers: { status: number; range: string | null }[] = [];
    page.on("response", (response) => {
      if (!response.url().startsWith(SERVER) || !/\/(media|demo-lectures)\//.test(response.url())) return;
      mediaAnswers.push({ status: response.status(), range: response.request().headers()["range"] ?? null });
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await page.waitForURL("**/records");
    await page.locator("a.record-row", { hasText: LECTURE }).click();
    const player = page.getByRole("region", { name: `Player: ${LECTURE}` });
    await expect(player).toBeVisible({ timeout: 30_000 });
    const media = player.locator("video, audio").first();
    const state = () =>
      media.evaluate((element: HTMLMediaElement) => ({
        src: element.currentSrc,
        ready: element.readyState,
        time: element.currentTime,
        paused: element.paused,
      }));
    await expect.poll(async () => (await state()).ready).toBeGreaterThanOrEqual(1);
    expect((await state()).src.startsWith(SERVER)).toBe(true);

    // Seek to the middle with the player's slider, then play: the media goes on from there.
    await player.getByRole("slider", { name: "Seek" }).fill(String(MIDDLE));
    await expect.poll(async () => Math.abs((await state()).time - MIDDLE)).toBeLessThan(1);
    await player.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(async () => (await state()).time, { timeout: 30_000 }).toBeGreaterThan(MIDDLE + 0.5);
    await player.getByRole("button", { name: "Play", exact: true }).click();
    await expect.poll(async () => (await state()).paused).toBe(true);

    // The bytes came as partial content, asked for by range (Chromium asks for the rest of the file
    // from an offset when it seeks).
    expect(mediaAnswers.some((answer) => answer.status === 206 && answer.range !== null)).toBe(true);
    expect(mediaAnswers.every((answer) => answer.status === 200 || answer.status === 206)).toBe(true);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-page-api-seek");
  } finally {
    await context.close();
  }
});
