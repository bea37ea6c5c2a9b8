import type { DemoPersistence } from "./DemoPersistence";
import type { DemoSnapshot } from "./DemoSnapshot";

/**
 * Keeps a deep copy of the last saved snapshot, so later in-place mutations of the live database
 * cannot leak into what counts as "saved" (mirrors IndexedDB's structured clone).
 */
export class MemoryDemoPersistence implements DemoPersistence {
  #saved: string | null = null;
  saves = 0;
  /** The records set aside, as they were saved (JSON). */
  readonly setAsideRecords: string[] = [];
  keptAside = false;

  constructor(initial: DemoSnapshot | null = null) {
    this.#saved = initial ? JSON.stringify(initial) : null;
  }

  async load(): Promise<DemoSnapshot | null> {
    return this.#saved === null ? null : (JSON.parse(this.#saved) as DemoSnapshot);
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    this.#saved = JSON.stringify(snapshot);
    this.saves += 1;
  }

  async setAside(): Promise<void> {
    this.keptAside = true;
    if (this.#saved !== null) this.setAsideRecords.push(this.#saved);
    this.#saved = null;
  }
}
