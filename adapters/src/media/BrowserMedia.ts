import {
  type AudioCaptureSettings,
  type MediaCapture,
  MediaFailure,
  type MediaPort,
} from "@lectern/core/ports/MediaPort";
import type { ChunkBytes } from "@lectern/core/queue/domain/QueueItem";
import { Observable, Subject } from "rxjs";

/** The names getUserMedia rejects with, mapped to what the user can do about each. */
const failureOf = (error: unknown): MediaFailure => {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "NotAllowedError" || name === "SecurityError") return new MediaFailure("permission-denied", message);
  if (name === "NotFoundError" || name === "OverconstrainedError") return new MediaFailure("no-device", message);
  if (name === "NotReadableError" || name === "AbortError") return new MediaFailure("device-in-use", message);
  return new MediaFailure("recorder-failed", message);
};

/** The asked-for type when the browser records it, else the browser's own choice (an empty type). */
const supportedType = (wanted: string): string =>
  typeof MediaRecorder.isTypeSupported === "function" && MediaRecorder.isTypeSupported(wanted) ? wanted : "";

/** getUserMedia + MediaRecorder (spec 2 §4.2, §9). */
export class BrowserMedia implements MediaPort {
  async captureAudio(settings: AudioCaptureSettings): Promise<MediaCapture> {
    if (!navigator.mediaDevices?.getUserMedia)
      throw new MediaFailure("no-device", "This browser offers no microphone.");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: false }, video: false });
    } catch (error) {
      throw failureOf(error);
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        mimeType: supportedType(settings.mimeType),
        audioBitsPerSecond: settings.audioBitsPerSecond,
      });
    } catch (error) {
      stopTracks(stream);
      throw new MediaFailure("recorder-failed", error instanceof Error ? error.message : String(error));
    }
    const slices = new Subject<ChunkBytes>();
    const stopped = new Promise<void>((resolve) => {
      recorder.addEventListener("stop", () => {
        stopTracks(stream);
        slices.complete();
        resolve();
      });
    });
    recorder.addEventListener("dataavailable", (event) => slices.next(event.data));
    recorder.addEventListener("error", (event) => {
      stopTracks(stream);
      slices.error(new MediaFailure("recorder-failed", String((event as ErrorEvent).message ?? "recorder error")));
    });
    return {
      mimeType: recorder.mimeType || settings.mimeType,
      // The recorder starts on the first subscription, so no slice is emitted before anyone listens
      // and none has to be buffered in memory.
      slices$: new Observable<ChunkBytes>((subscriber) => {
        const subscription = slices.subscribe(subscriber);
        if (recorder.state === "inactive" && !subscriber.closed) {
          try {
            recorder.start(settings.timesliceMs);
          } catch (error) {
            stopTracks(stream);
            subscriber.error(
              new MediaFailure("recorder-failed", error instanceof Error ? error.message : String(error)),
            );
          }
        }
        return subscription;
      }),
      stop: async () => {
        if (recorder.state === "inactive") {
          stopTracks(stream);
          slices.complete();
          return;
        }
        recorder.stop();
        await stopped;
      },
    };
  }
}

const stopTracks = (stream: MediaStream): void => {
  for (const track of stream.getTracks()) track.stop();
};
