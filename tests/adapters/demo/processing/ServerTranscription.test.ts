import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { MemoryDemoMediaStore } from "@lectern/adapters/demo/media/MemoryDemoMediaStore";
import { NO_CAPTIONS_HEARD } from "@lectern/adapters/demo/model/transcriptFromCaptions";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { TRANSCRIPTION_RETRY_DELAYS_MS } from "@lectern/adapters/demo/processing/ServerTranscription";
import {
  BatchSpeechFailure,
  type BatchSpeechToText,
  type TranscribedUtterance,
} from "@lectern/adapters/demo/speech/BatchSpeechToText";
import { setScriptedTranscript } from "@lectern/adapters/demo/study/scriptedTranscript";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiOver } from "../../contract/contractSubject";
import { ManualNow } from "../../contract/ManualNow";
import { RecordingPublisher } from "../../contract/upload/RecordingPublisher";
import { UploadDriver } from "../../contract/upload/UploadDriver";
import { fixtureWebm } from "./fixtureWebm";
import { SEED, viewChannel } from "./processingWorld";

/** A speech service double: answers each call from `replies` in turn (a failure is thrown), and counts them. */
class ScriptedBatchSpeech implements BatchSpeechToText {
  readonly calls: { bytes: number; contentType: string }[] = [];
  constructor(
    private readonly replies: (readonly TranscribedUtterance[] | Error | Promise<readonly TranscribedUtterance[]>)[],
  ) {}

  async transcribe(audio: Uint8Array, contentType: string): Promise<readonly TranscribedUtterance[]> {
    this.calls.push({ bytes: audio.length, contentType });
    const reply = this.replies[Math.min(this.calls.length, this.replies.length) - 1];
    if (reply instanceof Error) throw reply;
    return reply ?? [];
  }
}

const SAID: readonly TranscribedUtterance[] = [
  { start: 2.5, end: 9, text: "Who can say why leaves are green?", speaker: 1 },
  { start: 0.2, end: 2, text: "Good morning.", speaker: 0 },
  { start: 1, end: 2.4, text: "Today: photosynthesis.", speaker: 0 },
];

const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
afterEach(() => warnings.mockClear());

const open = async (speech: BatchSpeechToText | undefined) => {
  const events = new RecordingPublisher();
  const sleeps: number[] = [];
  const media = new MemoryDemoMediaStore();
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    media,
    now: new ManualNow().now,
    publisher: events,
    ...(speech ? { speech } : {}),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  const { api, keyValue } = apiOver(backend.http);
  const driver = new UploadDriver(api, keyValue);
  await driver.signIn(SEED.email, SEED.password);
  return { backend, driver, events, sleeps, media };
};

/** A recording of the fixture (3 s of audio) uploaded and ended, nothing captioned: its ids. */
const recorded = async (driver: UploadDriver) => {
  const { sessionId, streamId, path } = await driver.recordingWithStream("audio");
  await driver.upload(path, 0, [fixtureWebm("silence-tone-silence.webm")]);
  await driver.endSession(sessionId);
  return { sessionId, streamId };
};

const transcriptOf = async (backend: DemoBackend, sessionId: string) => {
  const rows = await backend.database.sessionRows("transcripts", sessionId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe("server-side transcription after the merge (issue 21)", () => {
  it("a recording with no captions heard is transcribed: the transcript, speakers kept, and the study material asked for", async () => {
    const speech = new ScriptedBatchSpeech([SAID]);
    const { backend, driver, events } = await open(speech);
    const { sessionId } = await recorded(driver);
    await driver.mergeSession(sessionId);
    // The merge answers first: the transcript it made says none was heard.
    expect((await transcriptOf(backend, sessionId)).error).toBe(NO_CAPTIONS_HEARD);
    await backend.transcription.whenIdle();

    expect(speech.calls).toEqual([
      { bytes: fixtureWebm("silence-tone-silence.webm").length, contentType: "audio/webm" },
    ]);
    const transcript = await transcriptOf(backend, sessionId);
    expect(transcript).toMatchObject({
      error: null,
      speakers: [
        { id: "host", name: `${SEED.profile.first_name} ${SEED.profile.last_name}` },
        { id: "voice-1", name: "Speaker 2" },
      ],
      turns: [
        {
          speakerId: "host",
          sentences: [
            { start: 0.2, end: 2, text: "Good morning." },
            { start: 1, end: 2.4, text: "Today: photosynthesis." },
          ],
        },
        // Clamped to the recording's 3 s.
        {
          speakerId: "voice-1",
          sentences: [{ start: 2.5, end: expect.closeTo(3, 1), text: "Who can say why leaves are green?" }],
        },
      ],
    });
    expect(transcript.turns[1]!.sentences[0]!.end).toBeLessThanOrEqual(3.1);
    expect(backend.database.data.studyJobs.map((job) => job.sessionId)).toContain(sessionId);
    const told = events.events.filter((e) => e.channel === viewChannel(sessionId) && e.event === "assets_changes");
    expect(told).toHaveLength(2);
    expect(warnings).not.toHaveBeenCalled();
  });

  it("a failure the service calls temporary is tried again a bounded number of times, then the session keeps no transcript (logged); the recording stays", async () => {
    const down = new BatchSpeechFailure(
      "unreachable",
      "The speech service at http://x could not be reached: ECONNREFUSED.",
      true,
    );
    const speech = new ScriptedBatchSpeech([down]);
    const { backend, driver, sleeps, media } = await open(speech);
    const { sessionId, streamId } = await recorded(driver);
    const merged = await driver.mergeSession(sessionId);
    expect(merged.data.attributes).toMatchObject({ status: 30 });
    await backend.transcription.whenIdle();

    expect(speech.calls).toHaveLength(TRANSCRIPTION_RETRY_DELAYS_MS.length + 1);
    expect(sleeps).toEqual(TRANSCRIPTION_RETRY_DELAYS_MS);
    expect((await transcriptOf(backend, sessionId)).error).toBe(NO_CAPTIONS_HEARD);
    expect(await media.readMerged(streamId)).toEqual(fixtureWebm("silence-tone-silence.webm"));
    expect(warnings).toHaveBeenCalledWith(
      `Lectern transcription: session ${sessionId} has no transcript: ${down.message} (3 tries).`,
    );
    await backend.processing.whenIdle();
    expect(backend.database.data.streams.find((stream) => stream.id === streamId)).toMatchObject({ status: 30 });
  });

  it("a refusal that will not change (a bad key) is not retried; a later try that succeeds is used", async () => {
    const refused = new BatchSpeechFailure(
      "refused",
      "The speech service refused the recording (HTTP 401): Invalid credentials.",
      false,
      401,
    );
    const once = new ScriptedBatchSpeech([refused]);
    const first = await open(once);
    const a = await recorded(first.driver);
    await first.driver.mergeSession(a.sessionId);
    await first.backend.transcription.whenIdle();
    expect(once.calls).toHaveLength(1);
    expect(first.sleeps).toEqual([]);
    expect(warnings.mock.calls[0]![0]).toMatch(/Invalid credentials\. \(1 try, not retried\)\.$/);

    const flaky = new ScriptedBatchSpeech([new BatchSpeechFailure("refused", "HTTP 503", true, 503), SAID]);
    const second = await open(flaky);
    const b = await recorded(second.driver);
    await second.driver.mergeSession(b.sessionId);
    await second.backend.transcription.whenIdle();
    expect(flaky.calls).toHaveLength(2);
    expect((await transcriptOf(second.backend, b.sessionId)).error).toBeNull();
  });

  it("captions heard live make the transcript: the service is not called", async () => {
    const speech = new ScriptedBatchSpeech([SAID]);
    const { backend, driver } = await open(speech);
    const { sessionId, path } = await driver.recordingWithStream("audio");
    await backend.heardCaptions.hear(`private-users-${SEED.id}.sessions-${sessionId}`, "client-captions_data", {
      text: "Heard live.",
      is_final: true,
    });
    await driver.upload(path, 0, [fixtureWebm("silence-tone-silence.webm")]);
    await driver.endSession(sessionId);
    await driver.mergeSession(sessionId);
    await backend.transcription.whenIdle();
    expect(speech.calls).toEqual([]);
    expect((await transcriptOf(backend, sessionId)).turns[0]!.sentences[0]!.text).toBe("Heard live.");
  });

  it("a transcript that arrives while the service works (an imported caption file) is kept", async () => {
    let answer: (said: readonly TranscribedUtterance[]) => void = () => undefined;
    const speech = new ScriptedBatchSpeech([new Promise((resolve) => (answer = resolve))]);
    const { backend, driver } = await open(speech);
    const { sessionId } = await recorded(driver);
    await driver.mergeSession(sessionId);
    await vi.waitFor(() => expect(speech.calls).toHaveLength(1));
    await backend.router.exclusive(({ db, events, now }) =>
      setScriptedTranscript(db, events, sessionId, [{ text: "Imported line.", start: 0, end: 1 }], now()),
    );
    answer(SAID);
    await backend.transcription.whenIdle();
    expect((await transcriptOf(backend, sessionId)).turns[0]!.sentences).toEqual([
      { text: "Imported line.", start: 0, end: 1 },
    ]);
  });

  it("a backend without a speech service (the tab) leaves the merge as it was", async () => {
    const { backend, driver } = await open(undefined);
    const { sessionId } = await recorded(driver);
    await driver.mergeSession(sessionId);
    await backend.transcription.whenIdle();
    expect((await transcriptOf(backend, sessionId)).error).toBe(NO_CAPTIONS_HEARD);
  });
});
