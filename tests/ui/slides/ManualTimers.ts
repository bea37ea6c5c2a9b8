/** Timers the test fires by hand (the controller's debounce), with the delays they were set for. */
export class ManualTimers {
  private readonly pending = new Map<number, { readonly run: () => void; readonly ms: number }>();
  private next = 0;

  readonly setTimer = (run: () => void, ms: number): unknown => {
    this.next += 1;
    this.pending.set(this.next, { run, ms });
    return this.next;
  };

  readonly clearTimer = (timer: unknown): void => {
    this.pending.delete(timer as number);
  };

  /** The delays of the timers still set. */
  delays(): number[] {
    return [...this.pending.values()].map(({ ms }) => ms);
  }

  /** Runs every timer set so far, as if their time had come. */
  fireAll(): void {
    const due = [...this.pending.values()];
    this.pending.clear();
    for (const { run } of due) run();
  }
}
