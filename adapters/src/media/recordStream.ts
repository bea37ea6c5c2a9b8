import { type MediaCapture, MediaFailure, type MediaSource } from "@lectern/core/ports/MediaPort";
import type { ChunkBytes } from "@lectern/core/queue/domain/QueueItem";
import { Observable, Subject } from "rxjs";
import { audioAnalyser } from "./audioAnalyser";

export interface RecordStreamOptions {
  /** Tried in order; the browser's own choice when it records none of them. */
  readonly mimeTypes: readonly string[];
  readonly audioBitsPerSecond?: number;
  readonly videoBitsPerSecond?: number;
  readonly timesliceMs: number;
  /** Every track that must stop with the recording (the sources of a combined stream too). */
  readonly tracks: readonly MediaStreamTrack[];
  /** The tracks behind each source the user can switch on and off. */
  readonly sources: Partial<Record<MediaSource, readonly MediaStreamTrack[]>>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const stopAll = (tracks: readonly MediaStreamTrack[]): void => {
  for (const track of tracks) track.stop();
};

/** The first type the browser records, or "" to let it choose (its choice is read back afterwards). */
export const firstSupportedType = (candidates: readonly string[]): string =>
  candidates.find(
    (type) => typeof MediaRecorder.isTypeSupported === "function" && MediaRecorder.isTypeSupported(type),
  ) ?? "";

/**
 * A MediaRecorder over `stream` as a MediaCapture. The recorder starts on the first subscription, so
 * no slice is emitted before anyone listens and none has to be buffered in memory.
 */
export const recordStream = (stream: MediaStream, options: RecordStreamOptions): MediaCapture => {
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, {
      mimeType: firstSupportedType(options.mimeTypes),
      ...(options.audioBitsPerSecond ? { audioBitsPerSecond: options.audioBitsPerSecond } : {}),
      ...(options.videoBitsPerSecond ? { videoBitsPerSecond: options.videoBitsPerSecond } : {}),
    });
  } catch (error) {
    stopAll(options.tracks);
    throw new MediaFailure("recorder-failed", messageOf(error));
  }
  const slices = new Subject<ChunkBytes>();
  const analyser = audioAnalyser(options.sources.microphone ?? []);
  const release = () => {
    analyser?.close();
    stopAll(options.tracks);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.addEventListener("stop", () => {
      release();
      slices.complete();
      resolve();
    });
  });
  recorder.addEventListener("dataavailable", (event) => slices.next(event.data));
  recorder.addEventListener("error", (event) => {
    release();
    slices.error(new MediaFailure("recorder-failed", String((event as ErrorEvent).message ?? "recorder error")));
  });
  return {
    // Known once the recorder runs; the asked-for type until then.
    get mimeType() {
      return recorder.mimeType || options.mimeTypes[0] || "";
    },
    slices$: new Observable<ChunkBytes>((subscriber) => {
      const subscription = slices.subscribe(subscriber);
      if (recorder.state === "inactive" && !subscriber.closed) {
        try {
          recorder.start(options.timesliceMs);
        } catch (error) {
          stopAll(options.tracks);
          subscriber.error(new MediaFailure("recorder-failed", messageOf(error)));
        }
      }
      return subscription;
    }),
    stop: async () => {
      if (recorder.state === "inactive") {
        release();
        slices.complete();
        return;
      }
      recorder.stop();
      await stopped;
    },
    sources: Object.keys(options.sources) as MediaSource[],
    setSource: (source, on) => {
      // A disabled track records silence (or black frames): the recording's timeline stays whole.
      for (const track of options.sources[source] ?? []) track.enabled = on;
    },
    sampleAudio: () => analyser?.sample() ?? null,
  };
};
