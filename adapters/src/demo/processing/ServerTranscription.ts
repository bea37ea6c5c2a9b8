import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { primaryStreamOf } from "../model/recordingResources";
import { streamsOf } from "../model/recordingSessions";
import { BatchSpeechFailure, type BatchSpeechToText, type TranscribedUtterance } from "../speech/BatchSpeechToText";
import { hasSpokenTranscript, storeTranscribedTranscript } from "./transcribedTranscript";
import { transcriptOfUtterances } from "./transcriptOfUtterances";

/** Waits before each retry: three tries in all, the last about half a minute after the first. */
export const TRANSCRIPTION_RETRY_DELAYS_MS: readonly number[] = [5_000, 25_000];

export interface ServerTranscriptionDependencies {
  readonly db: DemoDatabase;
  readonly media: DemoMediaStore;
  readonly events: DemoEventQueue;
  readonly speech: BatchSpeechToText;
  readonly now: () => number;
  /** Runs a change between requests and saves it (DemoRouter.exclusive). */
  readonly exclusive: <T>(work: () => T | Promise<T>) => Promise<T>;
  /** How a retry waits; setTimeout by default. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** The waits between tries (their count + 1 tries in all); TRANSCRIPTION_RETRY_DELAYS_MS by default. */
  readonly retryDelaysMs?: readonly number[];
  /** Where a failed or skipped transcription says why; console.warn by default. */
  readonly log?: (message: string) => void;
}

/** What the recording is sent as: the widget records WebM, audio alone or with video. */
const contentTypeOf = (stream: DemoStream): string => (stream.type === "audio" ? "audio/webm" : "video/webm");

const ownerNameOf = (db: DemoDatabase, session: DemoRecordingSession): string => {
  const owner = db.data.users.find((user) => user.id === session.userId);
  return owner ? `${owner.profile.first_name} ${owner.profile.last_name}`.trim() : "";
};

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Server-side transcription after the merge (issue 21), for a backend configured with a batch
 * speech-to-text service (the Node server in api, demo and desktop use; never the tab): a merged
 * session whose transcript has nothing in it — nothing was captioned live — has its primary
 * stream's merged recording transcribed, and what was said, speakers kept, becomes the transcript
 * (which queues the study material). Sessions are transcribed one at a time, off the merge's reply.
 * A failure the service calls temporary (unreachable, timeout, 429, 5xx) is tried again after each
 * of the retry delays; one that is not (a refused key, a malformed reply), or the last try, leaves
 * the session as the merge left it — a transcript saying there is none — and is logged. The
 * recording and the merge are never touched.
 */
export class ServerTranscription {
  readonly #log: (message: string) => void;
  readonly #sleep: (ms: number) => Promise<void>;
  #tail: Promise<void> = Promise.resolve();
  readonly #queued = new Set<string>();

  constructor(private readonly deps: ServerTranscriptionDependencies) {
    this.#log = deps.log ?? ((message) => console.warn(`Lectern transcription: ${message}`));
    this.#sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Queues the session; resolves once it is transcribed (or given up). Never rejects. */
  transcribe(sessionId: string): Promise<void> {
    if (this.#queued.has(sessionId)) return this.#tail;
    this.#queued.add(sessionId);
    const job = this.#tail.then(() => this.#run(sessionId)).finally(() => this.#queued.delete(sessionId));
    this.#tail = job.catch((error: unknown) => this.#log(`session ${sessionId}: ${reasonOf(error)}`));
    return this.#tail;
  }

  /** Resolves once everything queued so far is done and its events handed over. */
  async whenIdle(): Promise<void> {
    let tail: Promise<void>;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
    await this.deps.events.idle();
  }

  /** The session and its primary stream with a merged file, when it still needs a transcript; else null. */
  async #pending(sessionId: string): Promise<{ session: DemoRecordingSession; stream: DemoStream } | null> {
    const { db } = this.deps;
    const session = db.data.recordingSessions.find((candidate) => candidate.id === sessionId);
    if (!session || session.status !== 30 || (await hasSpokenTranscript(db, session.id))) return null;
    const stream = primaryStreamOf(streamsOf(db, session.id).filter((candidate) => candidate.receivedThrough >= 0));
    return stream && stream.mediaKey === null ? { session, stream } : null;
  }

  async #run(sessionId: string): Promise<void> {
    const { db, media } = this.deps;
    const found = await this.deps.exclusive(() => this.#pending(sessionId));
    if (!found) return;
    const bytes = await media.readMerged(found.stream.id);
    if (!bytes) {
      this.#log(`session ${sessionId} was not transcribed: its merged recording is not in the media store.`);
      return;
    }
    const utterances = await this.#tryTranscribe(sessionId, bytes, contentTypeOf(found.stream));
    if (utterances === null) return;
    if (utterances.length === 0) {
      this.#log(`session ${sessionId}: the speech service heard nothing in the recording.`);
      return;
    }
    await this.deps.exclusive(async () => {
      const still = await this.#pending(sessionId);
      if (!still) return;
      const made = transcriptOfUtterances(utterances, still.stream.duration, ownerNameOf(db, still.session));
      await storeTranscribedTranscript(db, this.deps.events, still.session, made, this.deps.now());
    });
  }

  /** The utterances, or null once the tries are used up or a failure is not worth another. */
  async #tryTranscribe(
    sessionId: string,
    bytes: Uint8Array,
    contentType: string,
  ): Promise<readonly TranscribedUtterance[] | null> {
    const delays = this.deps.retryDelaysMs ?? TRANSCRIPTION_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.deps.speech.transcribe(bytes, contentType);
      } catch (error) {
        const retryable = !(error instanceof BatchSpeechFailure) || error.retryable;
        const delay = delays[attempt];
        if (!retryable || delay === undefined) {
          const tries = attempt + 1;
          this.#log(
            `session ${sessionId} has no transcript: ${reasonOf(error)} (${tries} ${tries === 1 ? "try" : "tries"}${retryable ? "" : ", not retried"}).`,
          );
          return null;
        }
        await this.#sleep(delay);
      }
    }
  }
}
