import type { Observable } from "rxjs";
import type { CaptionMessage } from "../captions/domain/CaptionMessage";

export type { CaptionMessage } from "../captions/domain/CaptionMessage";

export const SpeechPort = Symbol.for("SpeechPort");

/**
 * Why captions could not run. `unavailable` means this browser or machine cannot caption at all
 * (no recogniser, or its service is out of reach); the others are a failure of this attempt.
 */
export type SpeechFailureKind = "unavailable" | "permission-denied" | "no-device" | "connection" | "failed";

/** Carries a message meant for the user (one of CAPTIONS_TEXTS). */
export class SpeechFailure extends Error {
  constructor(
    readonly kind: SpeechFailureKind,
    message: string,
  ) {
    super(message);
    this.name = "SpeechFailure";
  }
}

/** Speech to text from the microphone (spec 2 §4.11, §7), for live captions. */
export interface SpeechPort {
  /** Whether this platform can caption at all; `unavailable` means listen() would fail at once. */
  availability(): "available" | "unavailable";
  /**
   * Subscribing starts streaming the microphone; each result arrives as interim or final text.
   * Unsubscribing stops the microphone and the connection. Errors with a SpeechFailure.
   */
  listen(): Observable<CaptionMessage>;
}
