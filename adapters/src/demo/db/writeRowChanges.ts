import type { DemoChanges } from "./DemoChanges";
import { DEMO_SCHEMA_VERSION } from "./DemoSnapshot";
import { type Database, META_KEY, META_STORE } from "./IdbDemoPersistence";
import type { RowKeys } from "./RowKeys";

/**
 * One request's rows in one transaction over the stores they are in (and the meta record when the
 * counters changed): each removed row deleted by its key, each new or edited row put under its key
 * (a new one after its table's last), so the cost is the rows, not the tables.
 */
export const writeRowChanges = async (db: Database, keys: RowKeys, changes: DemoChanges): Promise<void> => {
  const tables = [...changes.tables.keys()];
  const stores = changes.counters ? [...tables, META_STORE] : tables;
  if (!stores.length) return;
  const tx = db.transaction(stores, "readwrite");
  const writes: Promise<unknown>[] = [];
  for (const [table, { put, remove }] of changes.tables) {
    const store = tx.objectStore(table);
    for (const row of remove) {
      const key = keys.keyOf(row);
      keys.forget(row);
      if (key !== null) writes.push(store.delete(key));
    }
    // Cloned by put itself, so later edits of the live row cannot reach what this transaction stores.
    for (const row of put) writes.push(store.put(row, keys.keyFor(table, row)));
  }
  if (changes.counters) {
    writes.push(
      tx.objectStore(META_STORE).put({ schemaVersion: DEMO_SCHEMA_VERSION, counters: changes.counters }, META_KEY),
    );
  }
  await Promise.all([...writes, tx.done]);
};
