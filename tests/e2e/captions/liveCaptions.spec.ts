import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { CaptionsPanel } from "./CaptionsPanel";
import { logIn, shoot, startRecording } from "./captionsFlow";

/**
 * Live captions in demo mode (spec 2 §2.5): the browser's own recogniser is used; where it is
 * missing or fails, the panel says so. The streaming adapter is in streamingCaptions.spec.ts.
 */
// The shortest proof of each message: the recording is not stopped afterwards (each test has its own
// browser context and in-tab backend, so nothing carries over), which spares the 5 s stop sequence.
test.describe("live captions with the browser's recogniser (demo mode)", () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test("says clearly that captions are not available when the browser has no recogniser", async ({ page }) => {
    await page.addInitScript(() => {
      const host = window as unknown as Record<string, unknown>;
      delete host["SpeechRecognition"];
      delete host["webkitSpeechRecognition"];
    });
    const widget = new RecorderWidgetPage(page);
    const captions = new CaptionsPanel(page);
    await startRecording(widget, captions);
    await captions.open();
    await expect(captions.status).toHaveText("Live captions are not available in this browser.");
    await expect(captions.text).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await shoot(page, "captions-unavailable");
  });

  test("says clearly that captions are not available when the recogniser cannot reach its service", async ({
    page,
  }) => {
    // Chromium's recogniser is a web service: offline it ends every attempt with a 'network' error.
    await page.addInitScript(() => {
      class OfflineRecognition {
        continuous = false;
        interimResults = false;
        lang = "";
        onresult: unknown = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(() => {
            this.onerror?.({ error: "network" });
            this.onend?.();
          }, 50);
        }
        abort() {}
      }
      const host = window as unknown as Record<string, unknown>;
      delete host["SpeechRecognition"];
      host["webkitSpeechRecognition"] = OfflineRecognition;
    });
    const widget = new RecorderWidgetPage(page);
    const captions = new CaptionsPanel(page);
    await startRecording(widget, captions);
    await captions.open();
    await expect(captions.status).toHaveText(
      "Live captions are not available in this browser: its speech recognition service cannot be reached.",
    );
    await expectNoSeriousA11yIssues(page);
  });
});
