import { RECORDING_TEXTS } from "@lectern/core/recording/domain/recordingTexts";
import type { Page } from "@playwright/test";
import { CompanyLoginPage } from "../pages/CompanyLoginPage";
import { DEMO_SEED } from "../pages/accounts";
import { DemoSsoPage } from "../pages/DemoSsoPage";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

const DEMO_EMAIL = "demo@lectern.app";
const ZOOM_LINK = "https://us02web.zoom.us/j/81234567890";

/** What the demo backend in this page holds about its recording sessions. */
interface StoredSession {
  id: string;
  name: string;
  organizationId: string | null;
  geo: { lat: number; lng: number; place: string | null } | null;
}

type Controls = {
  sessions(): (StoredSession & { demo: boolean })[];
  startSessionFor(
    email: string,
    fields: { name: string; description?: string | null; parentId?: string | null },
  ): Promise<string>;
  endSession(sessionId: string): Promise<boolean>;
  setWidgetType(email: string, widgetType: "lite" | "basic" | "advanced"): Promise<void>;
};

const storedSessions = (page: Page): Promise<StoredSession[]> =>
  page.evaluate(() =>
    (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls
      .sessions()
      // The account's seeded demo lectures are not the sessions these specs make.
      .filter((session) => !session.demo)
      .map(({ id, name, organizationId, geo }) => ({ id, name, organizationId, geo })),
  );

/** Starts a session on the server behind the widget's back, as a host's invitation or another device would. */
const startSessionOnServer = (page: Page, fields: { name: string; description?: string; parentId?: string }) =>
  page.evaluate(
    ([email, seeded]) =>
      (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.startSessionFor(email, seeded),
    [DEMO_EMAIL, fields] as const,
  );

/** Records every address the app opens outside itself (PlatformPort.openExternal → window.open). */
const recordOpenedAddresses = (page: Page) =>
  page.addInitScript(() => {
    const opened: string[] = [];
    (globalThis as unknown as { openedAddresses: string[] }).openedAddresses = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });

const openedAddresses = (page: Page): Promise<string[]> =>
  page.evaluate(() => (globalThis as unknown as { openedAddresses: string[] }).openedAddresses);

const logInAsDemo = async (page: Page) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_EMAIL, "Lectern#2026");
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
};

test.describe("widget launcher (spec 2 §2.1, §2.2)", () => {
  test("an organisation member picks the organisation after the consent notice, and the recording lands there", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // Spec 2 §7: the session's geo is saved once the server session exists.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 51.5072, longitude: -0.1276 });
    const email = `grace${Date.now().toString(36)}@${DEMO_SEED.ssoEmailDomain}`;
    const company = new CompanyLoginPage(page);
    await company.goto();
    await company.lookUp(email);
    await company.provider(DEMO_SEED.ssoProvider).click();
    const provider = new DemoSsoPage(page);
    await provider.expectOpen(DEMO_SEED.ssoOrganisation);
    await provider.continue.click();
    await page.waitForURL("**/records");

    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await widget.choose("Audio only");
    await widget.start.click();
    const choice = page.getByRole("dialog", { name: "Where should this recording go?" });
    await expect(choice).toBeVisible();
    const accounts = choice.getByRole("radiogroup", { name: "Record to" });
    await expect(accounts.getByRole("radio")).toHaveCount(3);
    await expect(accounts.getByRole("radio", { name: /^My account/ })).toBeChecked();
    await expect(choice.getByText(/shared with that organisation/)).toBeVisible();
    await choice.getByText("Northbridge University", { exact: true }).click();
    await expect(accounts.getByRole("radio", { name: /^Northbridge University/ })).toBeChecked();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-organisation-choice");

    await choice.getByRole("button", { name: "Start", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
    await expect(widget.trackback).toBeEnabled();
    await expect.poll(async () => (await storedSessions(page))[0]?.organizationId).toBe("northbridge");
    await expect
      .poll(async () => (await storedSessions(page))[0]?.geo)
      .toEqual({ lat: 51.5072, lng: -0.1276, place: null });
  });

  test("a user without organisations starts at once; audio only explains the darkened screen; Cancel reloads", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAsDemo(page);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await expect(page.getByRole("link", { name: "Open recordings" })).toHaveAttribute("href", "/records");
    await widget.choose("Audio only");
    const notice = page.getByRole("status").filter({ hasText: "fully darkened" });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: "support@lectern.app" })).toHaveAttribute(
      "href",
      "mailto:support@lectern.app",
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-audio-only-notice");

    await widget.choose("Screen and mic");
    await expect(notice).toHaveCount(0);
    await expect(page.getByText("Camera", { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-screen-and-camera");

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Cancel" }).click();
    await reloaded;
    await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);

    await widget.choose("Audio only");
    await widget.start.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
  });

  test("a basic user gets the simple start screen and the playlist without the trackpad (spec 2 §6)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAsDemo(page);
    await page.evaluate(
      (email) =>
        (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.setWidgetType(email, "basic"),
      DEMO_EMAIL,
    );
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await expect(page.getByRole("heading", { name: "Ready to record" })).toBeVisible();
    await expect(page.getByText(/^Every moment is saved on this device/)).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-basic-user");

    await widget.choose("Audio only");
    await widget.start.click();
    await expect(page.getByRole("status").filter({ hasText: "Recording started" })).toBeAttached();
    await expect(
      page.getByRole("region", { name: "Highlights" }).getByText("Your highlight will appear here"),
    ).toBeVisible();
    for (const control of ["Trackback", "Highlight", "Flag"]) {
      await expect(page.getByRole("button", { name: new RegExp(`^${control}`) })).toHaveCount(0);
    }
    await expectNoSeriousA11yIssues(page);
    await widget.confirmStop();
  });

  test("Windows users get no chat-support button (spec 2 §6)", async ({ page }) => {
    test.setTimeout(90_000);
    // Playwright's "Desktop Chrome" is a Windows Chrome.
    await logInAsDemo(page);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await expect(page.getByRole("button", { name: "Download session" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat with support" })).toHaveCount(0);
  });
});

test.describe("widget top bar on a Mac (spec 2 §2.1)", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });

  test("the top bar offers chat support and downloads the current recording as a playable file", async ({ page }) => {
    test.setTimeout(90_000);
    await recordOpenedAddresses(page);
    await logInAsDemo(page);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    const download = page.getByRole("button", { name: "Download session" });
    await expect(download).toBeDisabled();
    await page.getByRole("button", { name: "Chat with support" }).click();
    expect(await openedAddresses(page)).toEqual(["mailto:support@lectern.app"]);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-top-bar");

    await widget.record(3);
    await expect(download).toBeEnabled();
    const saved = page.waitForEvent("download");
    await download.click();
    expect((await saved).suggestedFilename()).toMatch(/\.webm$/);
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe("widget session roles (spec 2 §4.12, §5, §6; spec 3 §4 reuse)", () => {
  test("a reused session with a zoom link in its description offers to open the meeting", async ({ page }) => {
    test.setTimeout(90_000);
    await recordOpenedAddresses(page);
    await logInAsDemo(page);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    const sessionId = await startSessionOnServer(page, {
      name: "Seminar 4: proofs",
      description: `<p>Weekly seminar.</p><p><a href="${ZOOM_LINK}">Join on Zoom</a></p>`,
    });
    await widget.choose("Audio only");
    await widget.start.click();
    const prompt = page.getByRole("dialog", { name: "Join the meeting?" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText(ZOOM_LINK)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-meeting-link");
    await prompt.getByRole("button", { name: "Open meeting" }).click();
    await expect(prompt).toHaveCount(0);
    expect(await openedAddresses(page)).toEqual([ZOOM_LINK]);
    // The recording joined the session that was already active (spec 3 §4), with its name.
    await expect(page.getByRole("textbox", { name: "Session name" })).toHaveValue("Seminar 4: proofs");
    expect((await storedSessions(page)).map((session) => session.id)).toEqual([sessionId]);
  });

  test("a participant cannot end the recording: 'Recording can be ended only by the host'", async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsDemo(page);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    const hostSession = await startSessionOnServer(page, { name: "Host's lecture" });
    await startSessionOnServer(page, { name: "Joined lecture", parentId: hostSession });
    await widget.startRecording("Audio only");
    await expect(widget.stop).toBeDisabled();
    await expect(page.getByText("Recording can be ended only by the host", { exact: true })).toBeVisible();
    // No location was granted to this browser: said quietly, and the recording goes on (spec 2 §8).
    await expect(page.getByText("no geolocation service", { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-participant");

    // The host ends the lecture elsewhere: the server's ended event ends the participant's recording.
    const ended = await page.evaluate(
      (id) => (globalThis as unknown as { lecternDemoControls: Controls }).lecternDemoControls.endSession(id),
      hostSession,
    );
    expect(ended).toBe(true);
    await expect(page.getByRole("heading", { name: "Recording complete" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(RECORDING_TEXTS.endedOnServer)).toBeVisible();
    await expect(page.getByText("no geolocation service", { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "launcher-participant-ended");
  });
});
