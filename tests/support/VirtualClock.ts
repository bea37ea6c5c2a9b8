import type { ClockPort } from "@lectern/core/ports/ClockPort";
import { VirtualAction, VirtualTimeScheduler } from "rxjs";

/** ClockPort on RxJS virtual time: `advance(ms)` runs every timer due by then. */
export class VirtualClock implements ClockPort {
  readonly scheduler = new VirtualTimeScheduler(VirtualAction, Infinity);
  // The scheduler's own frame only moves when an action runs, so elapsed time is kept here.
  #elapsed = 0;

  constructor(private readonly start = Date.UTC(2026, 10, 22, 9, 0, 0)) {}

  now(): number {
    return this.start + this.#elapsed;
  }

  advance(ms: number): void {
    this.#elapsed += ms;
    this.scheduler.maxFrames = this.#elapsed;
    this.scheduler.flush();
    // A timer made after this advance must count from now, not from the last action that ran.
    this.scheduler.frame = this.#elapsed;
  }
}
