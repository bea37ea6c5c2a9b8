import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { logIn } from "../captions/captionsFlow";
import { speechWav } from "../captions/speechWav";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { watchSeeks } from "../support/lastSeek";

/** What the scripted recogniser "hears": each final `at` ms after it first started, its words 1.5 s before. */
const SCRIPT = [
  { at: 3_000, text: "Welcome to the lecture on cells." },
  { at: 8_000, text: "Every living thing is made of cells." },
  { at: 13_000, text: "Today we look at the cell membrane." },
] as const;

/** What the spec reads of the in-tab backend's router (its database and media store). */
interface HeldRouter {
  readonly database: {
    readonly data: {
      recordingSessions: { id: string; demo: boolean; startedAt: number; endedAt: number | null; name: string }[];
      pois: { sessionId: string; type: string; startedAt: number; endedAt: number | null }[];
      streams: { sessionId: string; status: number; duration: number | null; waveformKey: string | null }[];
    };
    /** Transcripts are read by session, on demand (issue 20). */
    sessionRows(table: "transcripts", sessionId: string): Promise<readonly NonNullable<Held["transcript"]>[]>;
  };
  readonly media: { readFile(key: string): Promise<Uint8Array | null> };
}

interface Held {
  readonly name: string;
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly flag: { readonly startedAt: number; readonly endedAt: number | null } | null;
  readonly emitted: { readonly interim: number; readonly final: number }[];
  readonly stream: { status: number; duration: number | null; waveformKey: string | null };
  readonly waveform: { sample_rate: number; samples_per_pixel: number; length: number; peaks: number[] } | null;
  readonly transcript: {
    speakers: { id: string; name: string }[];
    turns: { speakerId: string; sentences: { start: number; end: number; text: string }[] }[];
    error: string | null;
  } | null;
}

/**
 * Record → process → transcript in demo mode: a scripted SpeechRecognition (standing in for the
 * browser's recogniser) says three sentences while the widget records espeak-ng speech with the
 * captions panel closed; after the upload the in-tab backend converts the stream, computes its
 * waveform from the real audio and holds the transcript of what was heard, at its times. Then the
 * student's path: the lecture is first in /records; its page plays it (duration within a second of
 * what was recorded), draws the waveform, shows the sentences, seeks on a click, plays the flag as a
 * clip, shows the summary generated from what was captioned (a line plays its moment), and is still
 * there after a reload.
 */
test("a recording is converted with a real waveform, its transcript holds what was captioned, and its record page plays and reads it", async ({
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  const executablePath = info.project.use.launchOptions?.executablePath;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      ...CHROMIUM_ARGS,
      `--use-file-for-fake-audio-capture=${speechWav(SCRIPT.map((line) => line.text).join(" "))}`,
    ],
  });
  try {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.addInitScript((script) => {
      const host = window as unknown as Record<string, unknown>;
      /** Scripted like Chromium's: continuous, interim then final results, restarted by the adapter after onend. */
      class ScriptedRecognition {
        continuous = false;
        interimResults = false;
        lang = "";
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        #timers: number[] = [];
        start() {
          const startedAt = (host["recognitionStartedAt"] as number | undefined) ?? Date.now();
          host["recognitionStartedAt"] = startedAt;
          const said = (host["recognitionSaid"] as number | undefined) ?? 0;
          script.slice(said).forEach((line, offset) => {
            const index = said + offset;
            const result = (text: string, isFinal: boolean) => {
              // When each result really went out (a busy machine runs timers late): what the transcript must show.
              const emitted = ((host["recognitionEmitted"] as { interim?: number; final?: number }[] | undefined) ??=
                []);
              emitted[index] ??= {};
              if (isFinal) emitted[index].final = Date.now();
              else emitted[index].interim ??= Date.now();
              const results = [Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal })];
              this.onresult?.({ resultIndex: 0, results });
            };
            const wait = (ms: number) => Math.max(0, startedAt + ms - Date.now());
            this.#timers.push(
              window.setTimeout(() => result(line.text.split(" ").slice(0, 3).join(" "), false), wait(line.at - 1_500)),
              window.setTimeout(() => {
                host["recognitionSaid"] = index + 1;
                result(line.text, true);
              }, wait(line.at)),
            );
          });
        }
        stop() {
          this.abort();
        }
        abort() {
          this.#timers.forEach((timer) => window.clearTimeout(timer));
          this.#timers = [];
          setTimeout(() => this.onend?.(), 0);
        }
      }
      delete host["SpeechRecognition"];
      host["webkitSpeechRecognition"] = ScriptedRecognition;
    }, SCRIPT);

    await logIn(page);
    const widget = new RecorderWidgetPage(page);
    await widget.goto();
    await expectNoSeriousA11yIssues(page);
    await widget.startRecording("Audio only");
    // The captions panel stays closed: the recogniser runs for the whole recording anyway.
    await expect(page.getByRole("region", { name: "Live Captions" })).toHaveCount(0);
    // A flag a few seconds in: on the record page it plays as a clip.
    await widget.untilRecorded(5);
    await widget.flag.click();
    await widget.untilRecorded(Math.ceil(SCRIPT.at(-1)!.at / 1000) + 3);
    await widget.confirmStop();
    await expect(widget.queue).toHaveCount(0, { timeout: 60_000 });
    await screenshot(page, "record-to-transcript-uploaded");

    await page.waitForFunction(() => "lecternDemoControls" in globalThis);
    const held = async (): Promise<Held | null> =>
      page.evaluate(async () => {
        // The controls' router is TypeScript-private only: the test reads the transcript and the
        // waveform file through it, as the record page would through GET sessions/{id} and the waveform.
        const { router } = (globalThis as unknown as { lecternDemoControls: { router: HeldRouter } })
          .lecternDemoControls;
        const data = router.database.data;
        const session = data.recordingSessions.find((candidate) => !candidate.demo);
        if (!session) return null;
        const stream = data.streams.find((candidate) => candidate.sessionId === session.id);
        if (!stream) return null;
        const file = stream?.waveformKey ? await router.media.readFile(stream.waveformKey) : null;
        const flag = data.pois.find(
          (poi) => poi.sessionId === session.id && (poi.type === "poi" || poi.type === "auto"),
        );
        return {
          name: session.name,
          startedAt: session.startedAt,
          endedAt: session.endedAt,
          flag: flag ? { startedAt: flag.startedAt, endedAt: flag.endedAt } : null,
          emitted: (window as unknown as { recognitionEmitted: Held["emitted"] }).recognitionEmitted,
          stream: { status: stream.status, duration: stream.duration, waveformKey: stream.waveformKey },
          waveform: file ? JSON.parse(new TextDecoder().decode(file)) : null,
          transcript: structuredClone((await router.database.sessionRows("transcripts", session.id))[0]) ?? null,
        };
      });
    // Processing runs in a worker after the merge: wait for its state, not the clock.
    await expect.poll(async () => (await held())?.stream.status, { timeout: 60_000 }).toBe(30);
    const result = (await held())!;

    const duration = result.stream.duration!;
    expect(duration).toBeGreaterThanOrEqual(SCRIPT.at(-1)!.at / 1000);
    const waveform = result.waveform!;
    const expected = (duration * waveform.sample_rate) / waveform.samples_per_pixel;
    expect(Math.abs(waveform.length - expected)).toBeLessThanOrEqual(expected * 0.05 + 2);
    expect(waveform.peaks).toHaveLength(waveform.length * 2);
    // espeak-ng speech, not silence.
    expect(Math.max(...waveform.peaks.map(Math.abs))).toBeGreaterThan(20);

    const transcript = result.transcript!;
    expect(transcript.error).toBeNull();
    expect(transcript.speakers).toEqual([{ id: "host", name: expect.any(String) }]);
    const sentences = transcript.turns.flatMap((turn) => turn.sentences);
    expect(sentences.map((sentence) => sentence.text)).toEqual(SCRIPT.map((line) => line.text));
    SCRIPT.forEach((_line, index) => {
      const sentence = sentences[index]!;
      const emitted = result.emitted[index]!;
      // Each phrase began with its first interim words and ended with its final, in session seconds.
      expect(Math.abs(sentence.start - (emitted.interim - result.startedAt) / 1000)).toBeLessThan(0.25);
      expect(Math.abs(sentence.end - (emitted.final - result.startedAt) / 1000)).toBeLessThan(0.25);
    });

    // The student's path: the lecture is first in /records, and its page plays it and reads along.
    await page.goto("/records");
    const first = page.locator("a.record-row").first();
    await expect(first).toContainText(result.name, { timeout: 30_000 });
    await first.click();
    await expect(page).toHaveURL(/\/records\/[^/?]+/);
    const openedAt = page.url();
    const player = page.getByRole("region", { name: `Player: ${result.name}` });
    await expect(player).toBeVisible({ timeout: 30_000 });
    const media = player.locator("video, audio").first();
    const mediaState = () =>
      media.evaluate((element: HTMLMediaElement) => ({
        ready: element.readyState,
        duration: element.duration,
        time: element.currentTime,
        paused: element.paused,
      }));
    await expect.poll(async () => (await mediaState()).ready).toBeGreaterThanOrEqual(1);
    // The merged file carries its duration: within a second of what was recorded.
    const recordedSeconds = ((result.endedAt ?? 0) - result.startedAt) / 1000;
    expect(Math.abs((await mediaState()).duration - recordedSeconds)).toBeLessThanOrEqual(1);
    await expect(page.locator(".record-waveform")).toHaveAttribute("data-state", "ready");

    // The transcript shows the captioned sentences; a click on one moves the player to it.
    const reader = page.getByRole("region", { name: "Transcript" });
    for (const line of SCRIPT) await expect(reader.getByRole("button", { name: line.text })).toBeVisible();
    const seeks = await watchSeeks(media);
    await reader.getByRole("button", { name: SCRIPT[1].text }).click();
    await expect.poll(() => seeks.distanceTo(sentences[1]!.start)).toBeLessThan(0.5);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-to-transcript-record-page");

    // The flag plays as a clip: only its span, then the player stops at its end.
    const flag = result.flag!;
    const clipEnd = Math.min(((flag.endedAt ?? flag.startedAt) - result.startedAt) / 1000, recordedSeconds);
    await page.getByRole("tab", { name: "Highlights" }).click();
    await page
      .getByRole("button", { name: /^Play highlight/ })
      .first()
      .click();
    const play = player.getByRole("button", { name: "Play", exact: true });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    await expect(play).toHaveAttribute("aria-pressed", "false", { timeout: 30_000 });
    const stopped = await mediaState();
    expect(stopped.paused).toBe(true);
    expect(Math.abs(stopped.time - clipEnd)).toBeLessThan(0.3);

    // Study material from what was captioned (issue 12): once the transcript exists the summary is
    // generated and shows without a reload; its lines are the captioned sentences, each at its moment.
    await page.getByRole("tab", { name: "Summary" }).click();
    const summary = page.getByRole("list", { name: "Summary" });
    await expect(summary.getByRole("listitem").first()).toBeVisible({ timeout: 60_000 });
    const lines = await summary.getByRole("listitem").allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(SCRIPT.some((said) => line.includes(said.text))).toBe(true);
    // The first line is whichever sentence the summary ranked first: its button plays from there.
    const firstLine = SCRIPT.findIndex((said) => lines[0]!.includes(said.text));
    await seeks.forget();
    await summary
      .getByRole("button", { name: /^Play from \d\d:\d\d$/ })
      .first()
      .click();
    await expect.poll(() => seeks.distanceTo(sentences[firstLine]!.start)).toBeLessThan(0.5);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "record-to-transcript-summary");

    // Still there after a reload.
    await page.goto(openedAt);
    await expect(player).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole("region", { name: "Transcript" }).getByRole("button", { name: SCRIPT[0].text }),
    ).toBeVisible();
  } finally {
    await browser.close();
  }
});
