import type { Observable } from "rxjs";
import type { ApiClient } from "../../../api/ApiClient";
import { createHighlight } from "../../../highlights/application/createHighlight";
import { errorText } from "../../../kernel/ApiError";
import { Store } from "../../../kernel/Store";
import type { PlaybackState } from "../../playback/PlaybackController";
import {
  type HighlightRecorderEffect,
  type HighlightRecorderEvent,
  type HighlightRecorderState,
  IDLE_HIGHLIGHT_RECORDER,
  nextHighlightRecorder,
} from "./highlightRecorderMachine";

/** The record whose recording gets the highlights: its id and start (ISO), as the record page has them. */
export interface HighlightedRecord {
  readonly id: string;
  readonly startedAt: string;
  /** The recording's length as the server knows it (seconds; null when unknown). */
  readonly duration: number | null;
}

/** The record page's playback, as far as the recorder reads it (seconds). */
export interface RecorderPlayback {
  readonly state: Pick<PlaybackState, "currentTime" | "duration">;
}

/**
 * One record page's highlight recorder toolbar (spec 3 §2, §4): runs the pure step
 * (nextHighlightRecorder) on the player's current time and duration, and carries out its effects —
 * creating the highlight on the server with the widget's own call (createHighlight), then telling the
 * page, which reads the record again so the highlight shows in its list.
 */
export class HighlightRecorder {
  readonly #store = new Store<HighlightRecorderState>(IDLE_HIGHLIGHT_RECORDER);
  readonly state$: Observable<HighlightRecorderState> = this.#store.state$;
  readonly #sessionStart: number;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly record: HighlightedRecord,
    /** The record page's playback (its current time and duration, in seconds). */
    private readonly playback: RecorderPlayback,
    /** A highlight was created: the page shows it (RecordPage.reload). */
    private readonly created: () => void,
  ) {
    this.#sessionStart = Date.parse(record.startedAt);
  }

  get state(): HighlightRecorderState {
    return this.#store.value;
  }

  open(): void {
    this.#dispatch({ type: "open" });
  }

  close(): void {
    this.#dispatch({ type: "close" });
  }

  /** Rewind 15 s and highlight: a backtrack highlight from 15 s before the player's time. */
  rewind(): void {
    this.#dispatch({ type: "rewind", now: this.playback.state.currentTime });
  }

  /** Start highlight: a stopwatch highlight from the player's time. */
  start(): void {
    this.#dispatch({ type: "start", now: this.playback.state.currentTime });
  }

  /** Stop highlight: ends the running one at the player's time and creates it. */
  stop(): void {
    this.#dispatch({ type: "stop", now: this.playback.state.currentTime, duration: this.#duration() });
  }

  /** Flag something important: 5 s either side of the player's time, created at once. */
  flag(): void {
    this.#dispatch({ type: "flag", now: this.playback.state.currentTime, duration: this.#duration() });
  }

  /** The running highlight's name as the user types it. */
  rename(name: string): void {
    this.#dispatch({ type: "rename", name });
  }

  /**
   * The length highlights are clamped to: the server's (it refuses anything past it), or the media's
   * when shorter or the server's is unknown (0: unknown to both, nothing is clamped).
   */
  #duration(): number {
    const media = this.playback.state.duration;
    const server = this.record.duration;
    if (server === null || !(server > 0)) return media;
    return media > 0 ? Math.min(media, server) : server;
  }

  #dispatch(event: HighlightRecorderEvent): void {
    const step = nextHighlightRecorder(this.#store.value, event);
    this.#store.set(step.state);
    for (const effect of step.effects) void this.#run(effect);
  }

  async #run(effect: HighlightRecorderEffect): Promise<void> {
    const { draft } = effect;
    try {
      const saved = await createHighlight(this.api, this.record.id, {
        type: draft.type,
        name: draft.name,
        startedAt: this.#at(draft.start),
        endedAt: this.#at(draft.end),
      });
      this.#dispatch({ type: "created", name: saved.name ?? draft.name });
      this.created();
    } catch (error) {
      this.#dispatch({ type: "failed", message: errorText(error) });
    }
  }

  /** Epoch ms of a moment of the recording (whole ms: the server compares against its own length). */
  #at(seconds: number): number {
    return this.#sessionStart + Math.floor(seconds * 1000);
  }
}
