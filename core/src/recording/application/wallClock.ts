import { type Observable, interval, map, startWith } from "rxjs";
import type { ClockPort } from "../../ports/ClockPort";

/** Spec 2 §9: the widget's clock refreshes every second. */
export const WALL_CLOCK_REFRESH_MS = 1000;

/** The current time at once, then every second, on ClockPort (virtual time in tests). */
export const wallClock = (clock: ClockPort): Observable<number> =>
  interval(WALL_CLOCK_REFRESH_MS, clock.scheduler).pipe(
    startWith(-1),
    map(() => clock.now()),
  );
