import type { DemoSnapshot } from "./DemoSnapshot";

/** Where the demo database lives between page loads (IndexedDB in the browser, memory in Node). */
export interface DemoPersistence {
  /** The last saved snapshot, or null when nothing was saved yet. */
  load(): Promise<DemoSnapshot | null>;
  save(snapshot: DemoSnapshot): Promise<void>;
}
