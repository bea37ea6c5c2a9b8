/** What a media element tells the player. Times in seconds. */
export type MediaEvent =
  | { readonly type: "time"; readonly currentTime: number }
  | { readonly type: "duration"; readonly duration: number }
  | { readonly type: "playing" }
  | { readonly type: "paused" }
  | { readonly type: "ended" }
  | { readonly type: "rate"; readonly rate: number };

/**
 * The player's media, without the DOM: the UI wraps its <video>/<audio> element(s) in one and
 * attaches it to a PlaybackController. Commands are requests; the state changes only when the
 * media reports back through `subscribe` (so the controller shows what really plays).
 */
export interface MediaAdapter {
  /** Starts playing; a rejected play (autoplay policy, no source) is reported as a pause. */
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
  /** The media's current position, read when the adapter is attached. */
  readonly currentTime: number;
  /** The media's duration (NaN or Infinity while unknown). */
  readonly duration: number;
  readonly paused: boolean;
  /** Follows the media's events; returns the function that stops following. */
  subscribe(listener: (event: MediaEvent) => void): () => void;
}
