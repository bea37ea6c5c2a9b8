import type { ClockPort } from "@lectern/core/ports/ClockPort";
import { VirtualClock } from "../../support/VirtualClock";

/**
 * Virtual time that can also jump, as a laptop's clock does across a sleep: `advance` runs every
 * timer due on the way, `jump` moves `now` without running the timers in between (a sleeping
 * machine fires each interval once on waking, not a day's worth of them).
 */
export class JumpingClock implements ClockPort {
  readonly #virtual: VirtualClock;
  #jumped = 0;

  constructor(start?: number) {
    this.#virtual = new VirtualClock(start);
  }

  get scheduler() {
    return this.#virtual.scheduler;
  }

  readonly now = (): number => this.#virtual.now() + this.#jumped;

  advance(ms: number): void {
    this.#virtual.advance(ms);
  }

  jump(ms: number): void {
    this.#jumped += ms;
  }
}
