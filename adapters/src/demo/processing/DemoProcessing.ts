import type { DemoDatabase } from "../db/DemoDatabase";
import { isUnprocessed } from "./unprocessedStreams";
import type { DemoRecordingSession, DemoStream } from "../db/DemoSnapshot";
import type { DemoMediaStore } from "../media/DemoMediaStore";
import type { DemoEventQueue } from "../model/DemoEventQueue";
import { sessionChannel } from "../model/recordingSessions";
import { publishStreamProgress } from "./processingEvents";
import type { WaveformComputer } from "./WaveformComputer";
import { encodeWaveform, waveformKeyOf } from "./WaveformData";

export interface DemoProcessingDependencies {
  readonly db: DemoDatabase;
  readonly media: DemoMediaStore;
  readonly events: DemoEventQueue;
  readonly waveform: WaveformComputer;
  /**
   * Runs a change between requests and saves the snapshot (DemoRouter.exclusive), so the pipeline
   * never interleaves with a handler and a reload finds each step it reached.
   */
  readonly exclusive: <T>(work: () => T | Promise<T>) => Promise<T>;
  /** Where a stream that gave no waveform says why; console.warn by default. */
  readonly log?: (message: string) => void;
}

/** Decoding is 0–90 % of a stream's progress; storing the waveform brings it to 100. */
const DECODE_SHARE = 90;

/** A stream the pipeline still has to finish: merged (received) or caught mid-way (processing). */
const unfinished = isUnprocessed;

/**
 * Processing after the merge (spec 3 §4 "stream status"): each merged stream goes received 10 →
 * processing 20 (with convert_progress while its audio decodes) → converted 30, its waveform computed
 * from the real audio and stored as a media-store file, then `waveform_finished`. Streams are
 * processed one at a time, off the merge's reply. A stream whose audio cannot be decoded is still
 * converted (its media is kept, playable), without a waveform, and the log says why.
 */
export class DemoProcessing {
  readonly #log: (message: string) => void;
  #tail: Promise<void> = Promise.resolve();
  readonly #queued = new Set<string>();

  constructor(private readonly deps: DemoProcessingDependencies) {
    this.#log = deps.log ?? ((message) => console.warn(`Lectern demo: ${message}`));
  }

  /** Queues every unfinished stream of the session; resolves once they are all processed. */
  process(sessionId: string): Promise<void> {
    const streams = this.deps.db.data.streams.filter((stream) => stream.sessionId === sessionId && unfinished(stream));
    return Promise.all(streams.map((stream) => this.#queue(stream.id))).then(() => undefined);
  }

  /**
   * Picks up streams a closed tab or a stopped server left received or processing in wrapped
   * sessions (their merged file is stored), so a reload mid-way finishes them.
   */
  resume(): Promise<void> {
    const wrapped = new Set(
      this.deps.db.data.recordingSessions.filter((session) => session.status === 30).map((session) => session.id),
    );
    const streams = this.deps.db.data.streams.filter((stream) => wrapped.has(stream.sessionId) && unfinished(stream));
    return Promise.all(streams.map((stream) => this.#queue(stream.id))).then(() => undefined);
  }

  /** Resolves once everything queued so far is processed and its events handed over. */
  async whenIdle(): Promise<void> {
    let tail: Promise<void>;
    do {
      tail = this.#tail;
      await tail;
    } while (tail !== this.#tail);
    await this.deps.events.idle();
  }

  #queue(streamId: string): Promise<void> {
    if (this.#queued.has(streamId)) return this.#tail;
    this.#queued.add(streamId);
    const job = this.#tail.then(() => this.#run(streamId)).finally(() => this.#queued.delete(streamId));
    this.#tail = job.catch(() => undefined);
    return this.#tail;
  }

  /** The stream and its session as they are now; null once either is gone (deleted, reset). */
  #find(streamId: string): { stream: DemoStream; session: DemoRecordingSession } | null {
    const stream = this.deps.db.data.streams.find((candidate) => candidate.id === streamId);
    const session =
      stream && this.deps.db.data.recordingSessions.find((candidate) => candidate.id === stream.sessionId);
    return stream && session ? { stream, session } : null;
  }

  /** Sets a step and tells the session's viewers and the list; false when the stream is gone. */
  #step(
    streamId: string,
    change: Partial<Pick<DemoStream, "status" | "convertProgress" | "waveformKey" | "duration">>,
  ): Promise<boolean> {
    return this.deps.exclusive(() => {
      const found = this.#find(streamId);
      if (!found) return false;
      this.deps.db.mutate(() => Object.assign(found.stream, change), found.stream);
      publishStreamProgress(this.deps.events, found.session, found.stream);
      return true;
    });
  }

  async #run(streamId: string): Promise<void> {
    const { media, events } = this.deps;
    if (!(await this.#step(streamId, { status: 20, convertProgress: 0 }))) return;
    let outcome: { key: string; durationSeconds: number } | { reason: string };
    const steps: Promise<boolean>[] = [];
    try {
      const bytes = await media.readMerged(streamId);
      if (!bytes) throw new Error("its merged file is not in the media store");
      const { waveform, durationSeconds } = await this.deps.waveform(bytes, (fraction) => {
        steps.push(this.#step(streamId, { convertProgress: Math.round(fraction * DECODE_SHARE) }));
      });
      const key = waveformKeyOf(streamId);
      await media.putFile(key, encodeWaveform(waveform));
      outcome = { key, durationSeconds };
    } catch (error) {
      outcome = { reason: error instanceof Error ? error.message : String(error) };
    }
    await Promise.all(steps);
    if ("reason" in outcome) this.#log(`stream ${streamId} has no waveform: ${outcome.reason}`);
    const done = outcome;
    await this.deps.exclusive(() => {
      const found = this.#find(streamId);
      if (!found) return;
      const { stream, session } = found;
      this.deps.db.mutate(() => {
        stream.status = 30;
        stream.convertProgress = 100;
        if ("key" in done) {
          stream.waveformKey = done.key;
          // The container's Duration when the merge found one; else what the decoded audio lasts.
          stream.duration ??= Math.round(done.durationSeconds * 1000) / 1000;
        }
      }, stream);
      publishStreamProgress(events, session, stream);
      const view = sessionChannel(session.userId, session.id);
      if ("key" in done) events.publish(view, "waveform_finished", { stream_id: stream.id });
      events.publish(view, "changed", { id: session.id });
    });
  }
}
