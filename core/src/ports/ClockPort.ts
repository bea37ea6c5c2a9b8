import type { SchedulerLike } from "rxjs";

export const ClockPort = Symbol.for("ClockPort");

/** The only source of time: tests swap in virtual time. */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs every interval and timeout of the specs. */
  readonly scheduler: SchedulerLike;
}
