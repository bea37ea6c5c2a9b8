import { CAPTIONS_TEXTS } from "@lectern/core/captions/domain/captionsTexts";
import { type CaptionMessage, SpeechFailure, type SpeechPort } from "@lectern/core/ports/SpeechPort";
import { Observable } from "rxjs";

/** The parts of the Web Speech API used here (TypeScript's DOM library does not declare it). */
interface RecognitionAlternative {
  readonly transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult | undefined };
}
export interface RecognitionErrorEvent {
  readonly error: string;
}
export interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
export type RecognitionConstructor = new () => Recognition;

/** Where the constructor lives: `window` in the app, a stub in tests. */
export interface RecognitionHost {
  readonly SpeechRecognition?: RecognitionConstructor;
  readonly webkitSpeechRecognition?: RecognitionConstructor;
}

/** Errors that only end one recognition session; the next one starts on `end`. */
const PASSING_ERRORS = new Set(["no-speech", "aborted"]);

/** A recogniser error as the failure the user is shown. */
export const failureOfRecognitionError = (error: string): SpeechFailure | null => {
  if (PASSING_ERRORS.has(error)) return null;
  switch (error) {
    case "network":
      // Chromium's recogniser is a Google web service: offline, or in a build without its keys, it never works.
      return new SpeechFailure("unavailable", CAPTIONS_TEXTS.recognizerOffline);
    case "service-not-allowed":
    case "language-not-supported":
      return new SpeechFailure("unavailable", CAPTIONS_TEXTS.unavailable);
    case "not-allowed":
      return new SpeechFailure("permission-denied", CAPTIONS_TEXTS.permissionDenied);
    case "audio-capture":
      // The recording already has the microphone: this is the recogniser's own capture failing (as in
      // Chromium builds without a speech back end), not a missing device.
      return new SpeechFailure("unavailable", CAPTIONS_TEXTS.recognizerNoAudio);
    default:
      return new SpeechFailure("failed", CAPTIONS_TEXTS.failed);
  }
};

/**
 * The messages of one result event: each newly final result as a final caption, then the words
 * still in flux (every non-final result from the changed index on) as one interim caption.
 */
export const captionsOfResults = (event: RecognitionResultEvent): CaptionMessage[] => {
  const messages: CaptionMessage[] = [];
  const interim: string[] = [];
  for (let index = event.resultIndex; index < event.results.length; index += 1) {
    const result = event.results[index];
    const text = result?.[0]?.transcript.trim() ?? "";
    if (!result || !text) continue;
    if (result.isFinal) messages.push({ text, isFinal: true });
    else interim.push(text);
  }
  if (interim.length) messages.push({ text: interim.join(" "), isFinal: false });
  return messages;
};

/**
 * SpeechPort on the browser's own recogniser (webkitSpeechRecognition), for the backend-less demo:
 * continuous with interim results, restarted whenever the browser ends a session while captions
 * are on. Unavailable where the API is missing.
 */
export class BrowserSpeechRecognition implements SpeechPort {
  constructor(
    private readonly host: RecognitionHost = globalThis as RecognitionHost,
    private readonly language = "en-US",
  ) {}

  get #recognizer(): RecognitionConstructor | undefined {
    return this.host.SpeechRecognition ?? this.host.webkitSpeechRecognition;
  }

  availability(): "available" | "unavailable" {
    return this.#recognizer ? "available" : "unavailable";
  }

  listen(): Observable<CaptionMessage> {
    return new Observable<CaptionMessage>((subscriber) => {
      const Constructor = this.#recognizer;
      if (!Constructor) {
        subscriber.error(new SpeechFailure("unavailable", CAPTIONS_TEXTS.unavailable));
        return undefined;
      }
      let stopped = false;
      const recognition = new Constructor();
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.lang = this.language;

      const fail = (failure: SpeechFailure) => {
        if (stopped) return;
        stopped = true;
        recognition.onresult = recognition.onerror = recognition.onend = null;
        recognition.abort();
        subscriber.error(failure);
      };
      const start = () => {
        try {
          recognition.start();
        } catch {
          fail(new SpeechFailure("failed", CAPTIONS_TEXTS.failed));
        }
      };

      recognition.onresult = (event) => {
        for (const message of captionsOfResults(event)) subscriber.next(message);
      };
      recognition.onerror = (event) => {
        const failure = failureOfRecognitionError(event.error);
        if (failure) fail(failure);
      };
      // The browser ends a session after silence or a while of speech; captions go on until unsubscribed.
      recognition.onend = () => {
        if (!stopped) start();
      };
      start();

      return () => {
        if (stopped) return;
        stopped = true;
        recognition.onresult = recognition.onerror = recognition.onend = null;
        recognition.abort();
      };
    });
  }
}
