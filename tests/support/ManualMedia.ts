import {
  type AudioCaptureSettings,
  type MediaCapture,
  MediaFailure,
  type MediaPort,
  type ScreenCaptureSettings,
} from "@lectern/core/ports/MediaPort";
import type { ChunkBytes } from "@lectern/core/queue/domain/QueueItem";
import { Subject } from "rxjs";

/** MediaPort double: the test emits slices by hand and reads what the recorder asked for. */
export class ManualMedia implements MediaPort {
  readonly slices = new Subject<ChunkBytes>();
  readonly asked: (AudioCaptureSettings | ScreenCaptureSettings)[] = [];
  failWith: MediaFailure | null = null;
  stopped = false;
  /** What setSource last asked for, per source. */
  readonly switched = new Map<string, boolean>();

  async captureAudio(settings: AudioCaptureSettings): Promise<MediaCapture> {
    return this.#capture(settings, settings.mimeType);
  }

  async captureScreen(settings: ScreenCaptureSettings): Promise<MediaCapture> {
    return this.#capture(settings, settings.mimeTypes[0] ?? "");
  }

  async #capture(settings: AudioCaptureSettings | ScreenCaptureSettings, mimeType: string): Promise<MediaCapture> {
    this.asked.push(settings);
    if (this.failWith) throw this.failWith;
    return {
      mimeType,
      slices$: this.slices.asObservable(),
      stop: async () => {
        this.stopped = true;
        this.slices.complete();
      },
      sources: "width" in settings ? ["microphone", "screen"] : ["microphone"],
      setSource: (source, on) => this.switched.set(source, on),
      sampleAudio: () => ({ level: 0.5, waveform: new Uint8Array(16).fill(160) }),
    };
  }

  /** A slice of `size` bytes, all of value `fill`. */
  emit(size: number, fill = 1): void {
    const bytes = new Uint8Array(size).fill(fill);
    this.slices.next({ size, arrayBuffer: async () => bytes.buffer });
  }
}

export { MediaFailure };
