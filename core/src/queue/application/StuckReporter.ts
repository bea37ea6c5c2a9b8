import type { QueueItem } from "../domain/QueueItem";
import { isStuck } from "./toQueueEntryView";

/**
 * Spec 2 §4.9: items stuck past 24 hours are reported to the server, each once per app run. An item is
 * counted as reported before the call goes (so two checks never send it twice) and counted back when
 * the call fails, to go again at the next queue check.
 */
export class StuckReporter {
  readonly #reported = new Set<string>();

  /** Sends the items newly stuck at `now`, if any, with `send`. */
  async report(items: readonly QueueItem[], now: number, send: (stuck: QueueItem[]) => Promise<void>): Promise<void> {
    const fresh = items.filter((item) => isStuck(item, now) && !this.#reported.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) this.#reported.add(item.id);
    try {
      await send(fresh);
    } catch {
      for (const item of fresh) this.#reported.delete(item.id);
    }
  }

  /** A new run reports again. */
  forget(): void {
    this.#reported.clear();
  }
}
