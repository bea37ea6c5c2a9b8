import type { MediaAdapter, MediaEvent } from "@lectern/core/records/playback/MediaAdapter";

/** The camera drifts this far (seconds) from the main media before it is put back in step. */
const DRIFT_LIMIT = 0.3;

/**
 * The record page's media for the PlaybackController: a <video>/<audio> element, and the camera
 * <video> shown over it (picture in picture), which follows it — play, pause, seek, speed, drift.
 * While playing, the time is also reported every animation frame, not only on `timeupdate`
 * (~4 per second), so a highlight played as a clip stops within a frame of its end.
 */
export class HtmlMediaAdapter implements MediaAdapter {
  readonly #media: HTMLMediaElement;
  readonly #camera: () => HTMLVideoElement | null;
  #frame: number | null = null;

  constructor(media: HTMLMediaElement, camera: () => HTMLVideoElement | null = () => null) {
    this.#media = media;
    this.#camera = camera;
  }

  get currentTime(): number {
    return this.#media.currentTime;
  }

  get duration(): number {
    return this.#media.duration;
  }

  get paused(): boolean {
    return this.#media.paused;
  }

  play(): Promise<void> {
    return this.#media.play();
  }

  pause(): void {
    this.#media.pause();
  }

  seek(seconds: number): void {
    this.#media.currentTime = seconds;
    const camera = this.#camera();
    if (camera !== null) camera.currentTime = seconds;
  }

  setRate(rate: number): void {
    this.#media.playbackRate = rate;
    const camera = this.#camera();
    if (camera !== null) camera.playbackRate = rate;
  }

  subscribe(listener: (event: MediaEvent) => void): () => void {
    const media = this.#media;
    const time = () => {
      listener({ type: "time", currentTime: media.currentTime });
      this.#keepCameraInStep();
    };
    // Frames report the time only: correcting the camera 60 times a second would keep it seeking.
    const tick = () => {
      listener({ type: "time", currentTime: media.currentTime });
      this.#frame = media.paused ? null : requestAnimationFrame(tick);
    };
    const handlers: Record<string, () => void> = {
      timeupdate: time,
      seeked: time,
      durationchange: () => listener({ type: "duration", duration: media.duration }),
      loadedmetadata: () => listener({ type: "duration", duration: media.duration }),
      ratechange: () => listener({ type: "rate", rate: media.playbackRate }),
      playing: () => {
        listener({ type: "playing" });
        this.#cameraDo((camera) => void camera.play().catch(() => undefined));
        if (this.#frame === null) this.#frame = requestAnimationFrame(tick);
      },
      pause: () => {
        listener({ type: "paused" });
        this.#cameraDo((camera) => camera.pause());
        this.#stopFrames();
      },
      ended: () => {
        listener({ type: "ended" });
        this.#stopFrames();
      },
    };
    for (const [name, handler] of Object.entries(handlers)) media.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) media.removeEventListener(name, handler);
      this.#stopFrames();
    };
  }

  #stopFrames(): void {
    if (this.#frame !== null) cancelAnimationFrame(this.#frame);
    this.#frame = null;
  }

  #cameraDo(run: (camera: HTMLVideoElement) => void): void {
    const camera = this.#camera();
    if (camera !== null) run(camera);
  }

  #keepCameraInStep(): void {
    const camera = this.#camera();
    if (camera === null || camera.readyState === 0) return;
    if (Math.abs(camera.currentTime - this.#media.currentTime) > DRIFT_LIMIT) {
      camera.currentTime = this.#media.currentTime;
    }
  }
}
