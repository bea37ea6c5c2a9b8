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
  /** The generation this tab has seen: under the lock, the stored one (it caught up when it took it). */
  readonly known: number;
  /** Entries the log keeps. */
  readonly keep: number;
}

/**
 * One request's rows in one transaction over the stores they are in, the meta record and the change
 * log: each removed row deleted by its key, each new or edited row put under its key (a new one after
 * its table's last), the counters when they changed, and an entry naming those keys under the next
 * generation, so other tabs re-read just them (issue 20). The cost is the rows, not the tables: the
 * log adds two small writes, and a prune of old entries every tenth of `keep` writes. The generation
 * is not read back: under the lock it is the one this tab knows, and the entry is added (never put),
 * so should another tab have written that generation after all (one without the lock) the whole
 * write aborts rather than overwrite a row or an entry of its. The new generation; null when there
 * was nothing to write.
 */
export const writeRowChanges = async (
  db: Database,
  keys: RowKeys,
  changes: DemoChanges,
  log: ChangeLogOptions,
): Promise<number | null> => {
  if (!changes.tables.size && !changes.counters) return null;
  const tx = db.transaction([...changes.tables.keys(), META_STORE, CHANGE_LOG_STORE], "readwrite");
  const meta = tx.objectStore(META_STORE);
  const after = log.known + 1;
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
  writes.push(changeLog.add(entry, after), meta.put(after, GENERATION_KEY));
  if (after > log.keep && after % Math.max(1, Math.ceil(log.keep / 10)) === 0)
    writes.push(changeLog.delete(IDBKeyRange.upperBound(after - log.keep)));
  await Promise.all([...writes, tx.done]);
  return after;
};
