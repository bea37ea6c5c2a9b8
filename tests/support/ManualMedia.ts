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
    };
  }

  /** A slice of `size` bytes, all of value `fill`. */
  emit(size: number, fill = 1): void {
    const bytes = new Uint8Array(size).fill(fill);
    this.slices.next({ size, arrayBuffer: async () => bytes.buffer });
  }
}

export { MediaFailure };
