import type { MediaAdapter, MediaEvent } from "@lectern/core/records/playback/MediaAdapter";

/**
 * A media element in memory: commands are recorded and reflected the way a real element reports
 * them (play → "playing", seek → "time"), and `advance` moves the head like playback does.
 */
export class ManualMediaAdapter implements MediaAdapter {
  currentTime = 0;
  duration: number;
  paused = true;
  rate = 1;
  readonly calls: string[] = [];
  #listeners = new Set<(event: MediaEvent) => void>();

  constructor(duration: number) {
    this.duration = duration;
  }

  play(): Promise<void> {
    this.calls.push("play");
    this.paused = false;
    this.#emit({ type: "playing" });
    return Promise.resolve();
  }

  pause(): void {
    this.calls.push("pause");
    if (this.paused) return;
    this.paused = true;
    this.#emit({ type: "paused" });
  }

  seek(seconds: number): void {
    this.calls.push(`seek ${seconds}`);
    this.currentTime = Math.min(Math.max(0, seconds), this.duration);
    this.#emit({ type: "time", currentTime: this.currentTime });
  }

  setRate(rate: number): void {
    this.calls.push(`rate ${rate}`);
    this.rate = rate;
    this.#emit({ type: "rate", rate });
  }

  /** Plays on by `seconds` of media time (one timeupdate), as a playing element would. */
  advance(seconds: number): void {
    if (this.paused) return;
    this.currentTime = Math.min(this.currentTime + seconds, this.duration);
    this.#emit({ type: "time", currentTime: this.currentTime });
    if (this.currentTime >= this.duration) {
      this.paused = true;
      this.#emit({ type: "paused" });
      this.#emit({ type: "ended" });
    }
  }

  subscribe(listener: (event: MediaEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }

  #emit(event: MediaEvent): void {
    for (const listener of [...this.#listeners]) listener(event);
  }
}
