import type { DemoSnapshot } from "./DemoSnapshot";

/** Where the demo database lives between page loads (IndexedDB in the browser, memory in Node). */
export interface DemoPersistence {
  /**
   * The last saved snapshot, or null when nothing was saved yet. Unchecked: a broken or other build
   * may have left any value; rejects when the stored record cannot be read at all.
   */
  load(): Promise<DemoSnapshot | null>;
  save(snapshot: DemoSnapshot): Promise<void>;
  /**
   * Keeps the stored record where it is, unread and unchanged, for an export: saves from now on go
   * beside it. Called after `load`, when what it gave cannot be opened.
   */
  setAside(): Promise<void>;
  /** Whether a record set aside (by this tab or an earlier one) is kept here; known once `load` answered. */
  readonly keptAside: boolean;
}
