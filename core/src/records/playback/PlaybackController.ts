import type { Observable } from "rxjs";
import { Store } from "../../kernel/Store";
import type { MediaAdapter, MediaEvent } from "./MediaAdapter";
import { type PlaybackClip, clipShouldStop, isInsideClip } from "./playbackClip";
import type { PlaybackCommand } from "./playbackKeys";
import { DEFAULT_PLAYBACK_RATE, type PlaybackRate, nearestPlaybackRate, stepPlaybackRate } from "./playbackRates";
import { clampTime, isKnownDuration } from "./playbackTime";

export interface PlaybackState {
  /** Seconds from the start of the recording. */
  readonly currentTime: number;
  /** Seconds; 0 while unknown. */
  readonly duration: number;
  readonly playing: boolean;
  readonly rate: PlaybackRate;
  /** The highlight being played on its own, if any: playback pauses at its end. */
  readonly clip: PlaybackClip | null;
  /** Whether a media element is attached (controls can act on it). */
  readonly attached: boolean;
}

export interface PlaybackControllerOptions {
  /** The recording's duration from the server, used until the media knows its own (WebM may not). */
  readonly duration?: number | null;
}

/**
 * One record page's playback, without the DOM: the state every piece of the page follows (player,
 * waveform, transcript) and the commands they send. The UI attaches its media element through a
 * MediaAdapter; the media's events are the truth, commands only ask (seek and rate also move the
 * state at once so a slider drag does not jump back while the media catches up).
 */
export class PlaybackController {
  readonly #store: Store<PlaybackState>;
  readonly state$: Observable<PlaybackState>;
  #adapter: MediaAdapter | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #fallbackDuration: number;

  constructor(options: PlaybackControllerOptions = {}) {
    this.#fallbackDuration = isKnownDuration(options.duration ?? 0) ? (options.duration ?? 0) : 0;
    this.#store = new Store<PlaybackState>({
      currentTime: 0,
      duration: this.#fallbackDuration,
      playing: false,
      rate: DEFAULT_PLAYBACK_RATE,
      clip: null,
      attached: false,
    });
    this.state$ = this.#store.state$;
  }

  get state(): PlaybackState {
    return this.#store.value;
  }

  /**
   * Takes over a media element (replacing any other). The media starts where the page already is
   * (a sentence clicked before the media loaded) and at the chosen speed. Returns the detach function.
   */
  attach(adapter: MediaAdapter): () => void {
    this.detach();
    this.#adapter = adapter;
    const { currentTime, rate } = this.#store.value;
    adapter.setRate(rate);
    if (currentTime > 0) adapter.seek(currentTime);
    this.#store.update((state) => ({
      ...state,
      attached: true,
      playing: !adapter.paused,
      duration: this.#durationFrom(adapter.duration),
    }));
    const unsubscribe = adapter.subscribe((event) => this.#onMediaEvent(event));
    this.#unsubscribe = unsubscribe;
    return () => {
      if (this.#adapter === adapter) this.detach();
    };
  }

  detach(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#adapter === null) return;
    this.#adapter = null;
    this.#store.update((state) => ({ ...state, attached: false, playing: false, clip: null }));
  }

  play(): void {
    const adapter = this.#adapter;
    if (adapter === null) return;
    adapter.play().catch(() => this.#store.update((state) => ({ ...state, playing: false })));
  }

  pause(): void {
    this.#adapter?.pause();
  }

  togglePlay(): void {
    if (this.#store.value.playing) this.pause();
    else this.play();
  }

  /** Moves the head to `seconds`, clamped to [0, duration]; a seek out of the clip being played ends it. */
  seekTo(seconds: number): void {
    const { duration, clip } = this.#store.value;
    const time = clampTime(seconds, duration);
    // State first: the media may answer the seek synchronously, and must find the clip already over.
    this.#store.update((state) => ({
      ...state,
      currentTime: time,
      clip: clip !== null && !isInsideClip(time, clip) ? null : state.clip,
    }));
    this.#adapter?.seek(time);
  }

  seekBy(delta: number): void {
    this.seekTo(this.#store.value.currentTime + delta);
  }

  /** One of the listed speeds (the nearest to `rate`). */
  setRate(rate: number): void {
    const next = nearestPlaybackRate(rate);
    this.#adapter?.setRate(next);
    this.#store.update((state) => ({ ...state, rate: next }));
  }

  /** Plays only [start, end]: seeks to the start, plays, and pauses exactly at the end. */
  playClip(start: number, end: number): void {
    const { duration } = this.#store.value;
    const from = clampTime(start, duration);
    const to = clampTime(end, duration);
    if (!(to > from)) {
      this.seekTo(from);
      return;
    }
    this.#store.update((state) => ({ ...state, currentTime: from, clip: { start: from, end: to } }));
    this.#adapter?.seek(from);
    this.play();
  }

  /** Carries out a keyboard command (see playbackCommandForKey). */
  run(command: PlaybackCommand): void {
    switch (command.type) {
      case "togglePlay":
        this.togglePlay();
        return;
      case "seekBy":
        this.seekBy(command.delta);
        return;
      case "rateStep":
        this.setRate(stepPlaybackRate(this.#store.value.rate, command.direction));
        return;
    }
  }

  #durationFrom(mediaDuration: number): number {
    return isKnownDuration(mediaDuration) ? mediaDuration : this.#fallbackDuration;
  }

  #onMediaEvent(event: MediaEvent): void {
    switch (event.type) {
      case "time":
        this.#onTime(event.currentTime);
        return;
      case "duration":
        this.#store.update((state) => ({ ...state, duration: this.#durationFrom(event.duration) }));
        return;
      case "playing":
        this.#store.update((state) => ({ ...state, playing: true }));
        return;
      case "paused":
        this.#store.update((state) => ({ ...state, playing: false }));
        return;
      case "ended":
        this.#store.update((state) => ({ ...state, playing: false, clip: null }));
        return;
      case "rate":
        this.#store.update((state) => ({ ...state, rate: nearestPlaybackRate(event.rate) }));
        return;
    }
  }

  #onTime(time: number): void {
    const { clip } = this.#store.value;
    if (clipShouldStop(time, clip) && clip !== null) {
      // The media overshoots by up to one time step: pause, then put the head back on the end. The clip
      // is over first, so the media's answer to the seek is an ordinary time.
      this.#store.update((state) => ({ ...state, currentTime: clip.end, clip: null }));
      this.#adapter?.pause();
      this.#adapter?.seek(clip.end);
      return;
    }
    this.#store.update((state) => ({ ...state, currentTime: time }));
  }
}

/** The record page makes one per opened record (and drops it on leaving: `detach()`). */
export const createPlaybackController = (options: PlaybackControllerOptions = {}): PlaybackController =>
  new PlaybackController(options);
