/** One stretch of speech in a transcribed recording. */
export interface TranscribedUtterance {
  /** Seconds from the start of the audio. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** The provider's diarized speaker (0, 1, …); null when it did not tell voices apart. */
  readonly speaker: number | null;
}

/**
 * Why a transcription failed: `unreachable` (network, timeout), `refused` (a non-2xx answer),
 * `malformed` (a 2xx answer that is not the provider's reply). `retryable` says whether the same
 * request may succeed later (network, timeouts, 408, 429, 5xx), so the pipeline retries only those.
 */
export class BatchSpeechFailure extends Error {
  constructor(
    readonly kind: "unreachable" | "refused" | "malformed",
    message: string,
    readonly retryable: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "BatchSpeechFailure";
  }
}

/**
 * The backend's speech-to-text for whole recordings (issue 21): the speech provider's batch
 * (pre-recorded) call. The server transcribes a merged recording through it when nothing was
 * captioned live. Rejects with a BatchSpeechFailure.
 */
export const BatchSpeechToText = Symbol.for("BatchSpeechToText");
export interface BatchSpeechToText {
  /** The utterances heard in `audio` (a whole file of `contentType`), in time order. */
  transcribe(audio: Uint8Array, contentType: string, signal?: AbortSignal): Promise<readonly TranscribedUtterance[]>;
}
