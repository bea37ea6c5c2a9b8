import {
  type AudioCaptureSettings,
  type CameraCaptureSettings,
  type CameraDevice,
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
  /** The cameras listCameras offers. */
  cameras: CameraDevice[] = [{ id: "cam-1", label: "Front camera" }];
  /** The camera's own slices, apart from the main capture's. */
  readonly cameraSlices = new Subject<ChunkBytes>();
  /** Which camera each captureCamera asked for, with its settings. */
  readonly cameraAsked: { settings: CameraCaptureSettings; deviceId: string }[] = [];
  cameraFailWith: Error | null = null;
  cameraStopped = false;
  /** What the camera's setSource last asked for. */
  readonly cameraSwitched = new Map<string, boolean>();
  /** Stands for the adapter's live picture (a MediaStream in the browser). */
  readonly cameraPicture = { kind: "camera-picture" };

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

  async listCameras(): Promise<readonly CameraDevice[]> {
    return this.cameras;
  }

  async captureCamera(settings: CameraCaptureSettings, deviceId: string): Promise<MediaCapture> {
    this.cameraAsked.push({ settings, deviceId });
    if (this.cameraFailWith) throw this.cameraFailWith;
    return {
      mimeType: settings.mimeTypes[0] ?? "",
      slices$: this.cameraSlices.asObservable(),
      stop: async () => {
        this.cameraStopped = true;
        this.cameraSlices.complete();
      },
      sources: ["camera"],
      setSource: (source, on) => this.cameraSwitched.set(source, on),
      sampleAudio: () => null,
      preview: () => this.cameraPicture,
    };
  }

  /** A camera slice of `size` bytes, all of value `fill`. */
  emitCamera(size: number, fill = 1): void {
    const bytes = new Uint8Array(size).fill(fill);
    this.cameraSlices.next({ size, arrayBuffer: async () => bytes.buffer });
  }

  /** A slice of `size` bytes, all of value `fill`. */
  emit(size: number, fill = 1): void {
    const bytes = new Uint8Array(size).fill(fill);
    this.slices.next({ size, arrayBuffer: async () => bytes.buffer });
  }
}

export { MediaFailure };
