import type { DemoChanges, OtherTabChanges } from "./DemoChanges";
import type { DemoSnapshot } from "./DemoSnapshot";
import type { DemoTabLock } from "./DemoTabLock";
import type { DemoRow, DemoTable, SessionRowTable } from "./demoTables";

/**
 * Where the backend's tables live between page loads or server runs: one object store per table in
 * the tab (IdbDemoPersistence), PostgreSQL on the server (PgDemoPersistence), memory in tests.
 */
export interface DemoPersistence {
  /**
   * Everything stored, as a snapshot whose tables list their rows in the order they were added, or
   * null when nothing was saved yet. Unchecked: a broken or other build may have left any value (an
   * older whole snapshot, to migrate); rejects when what is stored cannot be read at all. Rows that
   * cannot be read are left where they are and named in `skippedRows`; the rest loads.
   */
  load(): Promise<DemoSnapshot | null>;
  /**
   * True after a `load` of stored tables that left SESSION_ROW_TABLES unread (their tables in the
   * snapshot are empty): their rows come by session through `loadSessionRows`. False after `save`,
   * which leaves every row in memory.
   */
  readonly deferred?: boolean;
  /** The stored rows of one session in a deferred table, in the order they were added. */
  loadSessionRows?(table: SessionRowTable, sessionId: string): Promise<readonly DemoRow[]>;
  /** Replaces everything with `snapshot` (the seed, a reset, a migration), in one transaction. */
  save(snapshot: DemoSnapshot): Promise<void>;
  /** Writes only these rows (and the counters when they changed), in one transaction. */
  saveChanges(changes: DemoChanges): Promise<void>;
  /**
   * Stores several tabs share (IndexedDB in the browser): the lock every unit of backend work takes
   * (DemoDatabase.exclusive). Absent: this process is the only writer (the server, memory in tests).
   */
  readonly tabLock?: DemoTabLock;
  /**
   * With `lock`: what other tabs wrote since this persistence last loaded, saved or looked (null when
   * nothing), called under the lock before each unit. `wanted` says which rows of new keys the caller
   * takes into its tables; the keys of all of them are known (reserved) from then on.
   */
  changesFromOtherTabs?(wanted: (table: DemoTable, row: DemoRow) => boolean): Promise<OtherTabChanges | null>;
  /**
   * Keeps the stored record where it is, unread and unchanged, for an export: saves from now on go
   * beside it. Called after `load`, when what it gave cannot be opened.
   */
  setAside(): Promise<void>;
  /** Whether a record set aside (by this tab or an earlier one) is kept here; known once `load` answered. */
  readonly keptAside: boolean;
  /** Why rows `load` skipped could not be read, one line each (empty when every row loaded). */
  readonly skippedRows?: readonly string[];
  /**
   * Tests: throws when the live `snapshot` differs from what was saved, i.e. a handler changed a row
   * without telling the database (DemoDatabase.touch). Absent on real stores.
   */
  assertSaved?(snapshot: DemoSnapshot): void;
}
