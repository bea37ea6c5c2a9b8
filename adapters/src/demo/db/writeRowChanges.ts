import type { DemoChanges } from "./DemoChanges";
import { DEMO_SCHEMA_VERSION } from "./DemoSnapshot";
import {
  CHANGE_LOG_STORE,
  type ChangeLogEntry,
  type Database,
  GENERATION_KEY,
  META_KEY,
  META_STORE,
} from "./IdbDemoPersistence";
import type { RowKeys } from "./RowKeys";

export interface ChangeLogOptions {
  /** This tab (the log entry's writer). */
  readonly writer: string;
  /** Entries the log keeps. */
  readonly keep: number;
}

/** The generation before and after a write. */
export interface WrittenGeneration {
  readonly before: number;
  readonly after: number;
}

/**
 * One request's rows in one transaction over the stores they are in, the meta record and the change
 * log: each removed row deleted by its key, each new or edited row put under its key (a new one after
 * its table's last), the counters when they changed, and an entry naming those keys under the next
 * generation, so other tabs re-read just them (issue 20). The cost is the rows, not the tables: the
 * log adds one read and two small puts, and a prune of old entries every tenth of `keep` writes.
 * Null when there was nothing to write.
 */
export const writeRowChanges = async (
  db: Database,
  keys: RowKeys,
  changes: DemoChanges,
  log: ChangeLogOptions,
): Promise<WrittenGeneration | null> => {
  if (!changes.tables.size && !changes.counters) return null;
  const tx = db.transaction([...changes.tables.keys(), META_STORE, CHANGE_LOG_STORE], "readwrite");
  const meta = tx.objectStore(META_STORE);
  // Read first, while nothing else is queued: no request can fail unheard while it is awaited.
  const before = ((await meta.get(GENERATION_KEY)) as number | undefined) ?? 0;
  const after = before + 1;
  const writes: Promise<unknown>[] = [];
  const tables: Record<string, { put: number[]; remove: number[] }> = {};
  for (const [table, { put, remove }] of changes.tables) {
    const store = tx.objectStore(table);
    const logged = (tables[table] = { put: [] as number[], remove: [] as number[] });
    for (const row of remove) {
      const key = keys.keyOf(row);
      keys.forget(row, table);
      if (key === null) continue;
      writes.push(store.delete(key));
      logged.remove.push(key);
    }
    // Cloned by put itself, so later edits of the live row cannot reach what this transaction stores.
    for (const row of put) {
      const key = keys.keyFor(table, row);
      writes.push(store.put(row, key));
      logged.put.push(key);
    }
  }
  if (changes.counters)
    writes.push(meta.put({ schemaVersion: DEMO_SCHEMA_VERSION, counters: changes.counters }, META_KEY));
  const entry: ChangeLogEntry = { generation: after, writer: log.writer, tables, counters: changes.counters };
  const changeLog = tx.objectStore(CHANGE_LOG_STORE);
  writes.push(meta.put(after, GENERATION_KEY), changeLog.put(entry, after));
  if (after > log.keep && after % Math.max(1, Math.ceil(log.keep / 10)) === 0)
    writes.push(changeLog.delete(IDBKeyRange.upperBound(after - log.keep)));
  await Promise.all([...writes, tx.done]);
  return { before, after };
};
