import {
  BrowserSpeechRecognition,
  type Recognition,
  type RecognitionResultEvent,
  captionsOfResults,
} from "@lectern/adapters/speech/BrowserSpeechRecognition";
import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import type { CaptionMessage } from "@lectern/core/ports/SpeechPort";
import { describe, expect, it } from "vitest";

/** A recogniser the test drives: results, errors and the browser ending a session. */
class StubRecognition implements Recognition {
  static made: StubRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = "";
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  starts = 0;
  aborted = false;
  constructor() {
    StubRecognition.made.push(this);
  }
  start(): void {
    this.starts += 1;
  }
  abort(): void {
    this.aborted = true;
  }
  results(resultIndex: number, ...results: [string, boolean][]): void {
    const list = results.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ resultIndex, results: list });
  }
  fail(error: string): void {
    this.onerror?.({ error });
    this.onend?.();
  }
  end(): void {
    this.onend?.();
  }
}

const listen = (speech: BrowserSpeechRecognition) => {
  const messages: CaptionMessage[] = [];
  const outcome: { error: unknown } = { error: null };
  const subscription = speech
    .listen()
    .subscribe({ next: (message) => messages.push(message), error: (error: unknown) => (outcome.error = error) });
  return { messages, outcome, subscription };
};

const setUp = () => {
  StubRecognition.made = [];
  return new BrowserSpeechRecognition({ webkitSpeechRecognition: StubRecognition });
};

describe("BrowserSpeechRecognition", () => {
  it("is unavailable without the API, and says so if listened to anyway", () => {
    const speech = new BrowserSpeechRecognition({});
    expect(speech.availability()).toBe("unavailable");
    const { outcome } = listen(speech);
    expect(outcome.error).toMatchObject({ kind: "unavailable", message: CAPTIONS_TEXTS.unavailable });
  });

  it("prefers the standard constructor over the webkit one", () => {
    class Standard extends StubRecognition {}
    const speech = new BrowserSpeechRecognition({
      SpeechRecognition: Standard,
      webkitSpeechRecognition: StubRecognition,
    });
    StubRecognition.made = [];
    listen(speech);
    expect(StubRecognition.made[0]).toBeInstanceOf(Standard);
  });

  it("recognises continuously with interim results in en-US and turns results into captions", () => {
    const speech = setUp();
    expect(speech.availability()).toBe("available");
    const { messages } = listen(speech);
    const recognition = StubRecognition.made[0]!;
    expect(recognition).toMatchObject({ continuous: true, interimResults: true, lang: "en-US", starts: 1 });

    recognition.results(0, ["the first", false]);
    recognition.results(0, ["The first law.", true], ["energy", false]);
    expect(messages).toEqual([
      { text: "the first", isFinal: false },
      { text: "The first law.", isFinal: true },
      { text: "energy", isFinal: false },
    ]);
  });

  it("starts again whenever the browser ends a session, and after silence", () => {
    const speech = setUp();
    const { outcome } = listen(speech);
    const recognition = StubRecognition.made[0]!;
    recognition.end();
    recognition.fail("no-speech");
    expect(recognition.starts).toBe(3);
    expect(outcome.error).toBeNull();
  });

  it.each([
    ["network", "unavailable", CAPTIONS_TEXTS.recognizerOffline],
    ["service-not-allowed", "unavailable", CAPTIONS_TEXTS.unavailable],
    ["not-allowed", "permission-denied", CAPTIONS_TEXTS.permissionDenied],
    ["audio-capture", "unavailable", CAPTIONS_TEXTS.recognizerNoAudio],
    ["bad-grammar", "failed", CAPTIONS_TEXTS.failed],
  ])("fails on '%s' with a clear message and does not restart", (error, kind, message) => {
    const speech = setUp();
    const { outcome } = listen(speech);
    const recognition = StubRecognition.made[0]!;
    recognition.fail(error);
    expect(outcome.error).toMatchObject({ name: "SpeechFailure", kind, message });
    expect(recognition.starts).toBe(1);
    expect(recognition.aborted).toBe(true);
  });

  it("aborts and stays stopped when unsubscribed", () => {
    const speech = setUp();
    const { subscription } = listen(speech);
    const recognition = StubRecognition.made[0]!;
    subscription.unsubscribe();
    expect(recognition.aborted).toBe(true);
    expect(recognition.onend).toBeNull();
  });
});

describe("captionsOfResults", () => {
  it("reads from the changed index on: new finals, then the words in flux as one interim", () => {
    const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
    expect(
      captionsOfResults({
        resultIndex: 1,
        results: [result("old.", true), result("New line.", true), result("and", false), result(" more ", false)],
      }),
    ).toEqual([
      { text: "New line.", isFinal: true },
      { text: "and more", isFinal: false },
    ]);
    expect(captionsOfResults({ resultIndex: 0, results: [result("  ", false)] })).toEqual([]);
  });
});
