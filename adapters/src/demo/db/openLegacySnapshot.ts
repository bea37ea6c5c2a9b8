import { type Database, SNAPSHOT_STORE } from "./IdbDemoPersistence";
import type { DemoSnapshot } from "./DemoSnapshot";
import { isWholeCurrentSnapshot } from "./isWholeCurrentSnapshot";

export interface LegacySnapshot {
  /** The key of the record in use (the last one), deleted once its data is in the tables. */
  readonly key: string;
  /** As stored, unchecked: for openStoredSnapshot to migrate or set aside. */
  readonly stored: DemoSnapshot | null;
  /** The same snapshot when it is this schema's and whole: to move into the tables at once. */
  readonly current: DemoSnapshot | null;
}

/**
 * Reads an older build's whole snapshot (issue 20): the last key of the 'snapshot' store is the one
 * in use, earlier ones were set aside. Loaded only on a browser that holds one.
 */
export const openLegacySnapshot = async (
  db: Database,
  keys: readonly string[],
  keptAside: boolean,
): Promise<LegacySnapshot> => {
  const key = keys.at(-1)!;
  const stored = ((await db.get(SNAPSHOT_STORE, key)) as DemoSnapshot | undefined) ?? null;
  const current = !keptAside && isWholeCurrentSnapshot(stored) ? stored : null;
  return { key, stored, current };
};
