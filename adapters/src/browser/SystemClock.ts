import type { ClockPort } from "@lectern/core/ports/ClockPort";
import { type SchedulerLike, asyncScheduler } from "rxjs";

/** The real clock: wall time and RxJS's timer-based scheduler. */
export class SystemClock implements ClockPort {
  readonly scheduler: SchedulerLike = asyncScheduler;

  now(): number {
    return Date.now();
  }
}
