import { type Observable, filter, interval, map, scan } from "rxjs";
import type { ClockPort } from "../../ports/ClockPort";
import type { AudioSample } from "../../ports/MediaPort";

/** Spec 2 §9: the waveform is redrawn every 100 ms. */
export const WAVEFORM_REDRAW_MS = 100;
/** How many past levels the waveform keeps: 30 s at one per redraw. */
export const LEVEL_HISTORY = 300;

export interface AudioLevels {
  /** The input level now, 0 … 1. */
  readonly level: number;
  /** Past levels, oldest first, one per redraw. */
  readonly history: readonly number[];
  /** When the newest level was taken. */
  readonly at: number;
}

/** The microphone's levels over time, sampled on the clock (so tests run it in virtual time). */
export const audioLevels$ = (sample: () => AudioSample | null, clock: ClockPort): Observable<AudioLevels> =>
  interval(WAVEFORM_REDRAW_MS, clock.scheduler).pipe(
    map(() => sample()),
    filter((value): value is AudioSample => value !== null),
    scan<AudioSample, AudioLevels>(
      (levels, value) => ({
        level: value.level,
        history: [...levels.history.slice(-(LEVEL_HISTORY - 1)), value.level],
        at: clock.now(),
      }),
      { level: 0, history: [], at: 0 },
    ),
  );
