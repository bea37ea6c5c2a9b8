import type { Database, ReadRow } from "./IdbDemoPersistence";
import type { DemoTable } from "./demoTables";

/** A table's rows one by one, each in a transaction of its own: one unreadable row costs only itself. */
export const readRowByRow = async (db: Database, table: DemoTable, keys: readonly number[]): Promise<ReadRow[]> => {
  const reads: ReadRow[] = [];
  for (const key of keys) {
    try {
      reads.push({ key, row: await db.get(table, key) });
    } catch (error) {
      reads.push({ key, error });
    }
  }
  return reads;
};
