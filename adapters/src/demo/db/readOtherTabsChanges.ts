import type { ChangedRow, OtherTabChanges } from "./DemoChanges";
import type { DemoCounters } from "./DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable } from "./demoTables";
import {
  CHANGE_LOG_STORE,
  type ChangeLogEntry,
  type Database,
  GENERATION_KEY,
  META_KEY,
  META_STORE,
} from "./IdbDemoPersistence";
import type { RowKeys } from "./RowKeys";

const RELOAD: OtherTabChanges = { kind: "reload" };

const isRow = (value: unknown): value is DemoRow =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The change log's entries after generation `since`, and the rows they name as stored now, in one
 * read-only transaction (one consistent view): each key some entry put or removed is read again, so
 * a row put and later removed reads as removed, and a row edited twice is read once. A log that does
 * not reach back to `since` (pruned, or a whole save came between), or a row that cannot be read,
 * asks for a reload instead. `keys` learns the rows taken (and reserves every key read).
 */
export const readOtherTabsChanges = async (
  db: Database,
  keys: RowKeys,
  since: number,
  wanted: (table: DemoTable, row: DemoRow) => boolean,
): Promise<{ readonly generation: number; readonly changes: OtherTabChanges }> => {
  try {
    const tx = db.transaction([META_STORE, CHANGE_LOG_STORE, ...DEMO_TABLES], "readonly");
    tx.done.catch(() => undefined);
    const [generation, meta, entries] = (await Promise.all([
      tx.objectStore(META_STORE).get(GENERATION_KEY),
      tx.objectStore(META_STORE).get(META_KEY),
      tx.objectStore(CHANGE_LOG_STORE).getAll(IDBKeyRange.lowerBound(since, true)),
    ])) as [number | undefined, { counters: DemoCounters } | undefined, ChangeLogEntry[]];
    const current = generation ?? 0;
    // Every generation since, none of them a whole save: else only a reload says what is stored.
    const complete =
      current > since &&
      entries.length === current - since &&
      entries.every((entry, index) => entry.generation === since + 1 + index && !entry.reload);
    if (!complete || !meta) return { generation: current, changes: RELOAD };
    const named = new Map<DemoTable, Set<number>>();
    const known = new Set<string>(DEMO_TABLES);
    for (const entry of entries) {
      for (const [table, { put, remove }] of Object.entries(entry.tables)) {
        if (!known.has(table)) return { generation: current, changes: RELOAD };
        let set = named.get(table as DemoTable);
        if (!set) named.set(table as DemoTable, (set = new Set()));
        for (const key of [...put, ...remove]) set.add(key);
      }
    }
    const reads = await Promise.all(
      [...named].map(async ([table, set]) => {
        const store = tx.objectStore(table);
        const sorted = [...set].sort((a, b) => a - b);
        return { table, sorted, values: await Promise.all(sorted.map((key) => store.get(key))) };
      }),
    );
    const tables = new Map<DemoTable, { put: ChangedRow[]; remove: DemoRow[] }>();
    for (const { table, sorted, values } of reads) {
      const put: ChangedRow[] = [];
      const remove: DemoRow[] = [];
      for (const [index, key] of sorted.entries()) {
        const value = values[index];
        const held = keys.rowAt(table, key);
        if (value === undefined) {
          if (held) {
            keys.forget(held, table);
            remove.push(held);
          }
          continue;
        }
        if (!isRow(value)) return { generation: current, changes: RELOAD };
        keys.reserve(table, key);
        if (held) put.push({ row: value, held });
        else if (wanted(table, value)) {
          keys.remember(table, value, key);
          put.push({ row: value, held: null });
        }
      }
      if (put.length || remove.length) tables.set(table, { put, remove });
    }
    return { generation: current, changes: { kind: "rows", tables, counters: meta.counters } };
  } catch {
    // A row or entry that cannot be read: the reload reads what it can and names the rest.
    return { generation: since, changes: RELOAD };
  }
};
