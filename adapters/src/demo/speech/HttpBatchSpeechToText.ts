import { BatchSpeechFailure, type BatchSpeechToText, type TranscribedUtterance } from "./BatchSpeechToText";
import { batchListenUrl, decodeBatchSpeechReply, utterancesOfBatchReply } from "./batchSpeechReply";

export interface HttpBatchSpeechOptions {
  /** The provider's listen address, e.g. https://api.deepgram.com/v1/listen (the parameters are added). */
  readonly url: string;
  /** Sent as `Authorization: Token <key>`; omitted when empty (the demo speech service needs none). */
  readonly key?: string | undefined;
  /** How long one call may take, answer included; 10 minutes by default (an hour of audio takes well under). */
  readonly timeoutMs?: number;
  /** The fetch to call; the global one by default. */
  readonly fetch?: typeof fetch;
}

export const DEFAULT_BATCH_TIMEOUT_MS = 600_000;

/** Statuses worth asking again: a timeout, too many requests, and the server's own failures. */
const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/** What the provider said went wrong: its `err_msg` (or `message`), else the start of the body. */
const reasonOf = (body: string): string => {
  try {
    const json = JSON.parse(body) as Record<string, unknown> | null;
    const said = json?.["err_msg"] ?? json?.["message"] ?? json?.["error"];
    if (typeof said === "string" && said.trim()) return said.trim();
  } catch {
    // Not JSON: the text itself.
  }
  const text = body.replace(/\s+/g, " ").trim();
  return text ? (text.length > 200 ? `${text.slice(0, 200)}…` : text) : "no reason given";
};

/**
 * BatchSpeechToText over the provider's pre-recorded call (issue 21): `POST {url}?model…&utterances=true`
 * with the recording as the body, `Authorization: Token <key>`, and the JSON reply decoded into
 * utterances (batchSpeechReply). Every failure is a BatchSpeechFailure saying what happened.
 */
export class HttpBatchSpeechToText implements BatchSpeechToText {
  readonly #url: string;
  readonly #fetch: typeof fetch;

  constructor(private readonly options: HttpBatchSpeechOptions) {
    this.#url = batchListenUrl(options.url);
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async transcribe(
    audio: Uint8Array,
    contentType: string,
    signal?: AbortSignal,
  ): Promise<readonly TranscribedUtterance[]> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_BATCH_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const where = new URL(this.#url).origin;
    const failed = (error: unknown): BatchSpeechFailure => {
      if (signal?.aborted) return new BatchSpeechFailure("unreachable", "The transcription was cancelled.", false);
      if (timeout.aborted) {
        return new BatchSpeechFailure(
          "unreachable",
          `The speech service at ${where} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}.`,
          true,
        );
      }
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      return new BatchSpeechFailure(
        "unreachable",
        `The speech service at ${where} could not be reached: ${cause}.`,
        true,
      );
    };
    let response: Response;
    let body: string;
    try {
      response = await this.#fetch(this.#url, {
        method: "POST",
        headers: {
          "content-type": contentType,
          accept: "application/json",
          ...(this.options.key ? { authorization: `Token ${this.options.key}` } : {}),
        },
        // Recording bytes are never shared memory, which is all BodyInit's narrower type rules out.
        body: audio as Uint8Array<ArrayBuffer>,
        signal: combined,
      });
      body = await response.text();
    } catch (error) {
      throw failed(error);
    }
    if (!response.ok) {
      throw new BatchSpeechFailure(
        "refused",
        `The speech service refused the recording (HTTP ${response.status}): ${reasonOf(body)}`,
        isRetryableStatus(response.status),
        response.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(body) as unknown;
    } catch {
      throw new BatchSpeechFailure("malformed", "The speech service's reply is not JSON.", false, response.status);
    }
    const reply = decodeBatchSpeechReply(json);
    if (!reply) {
      throw new BatchSpeechFailure(
        "malformed",
        "The speech service's reply is not a transcript (results.channels[].alternatives[] with transcript and words).",
        false,
        response.status,
      );
    }
    return utterancesOfBatchReply(reply);
  }
}
