import type { DemoPersistence } from "./DemoPersistence";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "./DemoSnapshot";
import type { DemoStorageReport } from "./DemoStorageReport";
import { MemoryDemoPersistence } from "./MemoryDemoPersistence";
import { migrateSnapshot } from "./migrateSnapshot";
import { DEMO_TABLES } from "./demoTables";

export interface StoredSnapshot {
  /** What the persistence gave (unchecked), null when nothing or when it could not be read. */
  readonly stored: unknown;
  /** Why the stored record could not be read; null when it could. */
  readonly failure: unknown;
  readonly persistence: DemoPersistence;
  readonly seed: () => Promise<DemoSnapshot>;
  readonly durable: boolean;
}

export interface OpenedSnapshot {
  readonly snapshot: DemoSnapshot;
  /** Where the database saves from now on: the given persistence, or memory when it must not touch it. */
  readonly persistence: DemoPersistence;
  readonly durable: boolean;
  readonly storage: DemoStorageReport | null;
}

export { DEMO_TABLES };

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

const versionOf = (stored: unknown): unknown =>
  typeof stored === "object" && stored !== null ? (stored as { schemaVersion?: unknown }).schemaVersion : undefined;

/** A migrated snapshot with every table of this schema: anything less would fail deep inside a handler. */
const isWhole = (snapshot: DemoSnapshot): boolean =>
  typeof snapshot.counters === "object" &&
  snapshot.counters !== null &&
  DEMO_TABLES.every((table) => Array.isArray(snapshot[table]));

/** The stored snapshot brought to this schema, or why it cannot be. */
const migrated = (stored: unknown): DemoSnapshot | string => {
  const version = versionOf(stored);
  if (!Number.isInteger(version))
    return `The stored record is not a demo snapshot (schema version ${String(version)}).`;
  try {
    const snapshot = migrateSnapshot(stored as { schemaVersion: number });
    if (snapshot && isWhole(snapshot)) return snapshot;
    return `The stored snapshot of schema ${String(version)} has a shape this build cannot migrate.`;
  } catch (error) {
    return `The stored snapshot of schema ${String(version)} could not be migrated: ${describe(error)}`;
  }
};

/**
 * Opens what the common path of DemoDatabase.open would not (issue 19: broken storage is never silent):
 * - a newer build's snapshot stays untouched, and this tab runs on a fresh seed in memory (not durable):
 *   an older build has opened newer data, and a reload fetches the build that reads it;
 * - an older snapshot is migrated and saved, as always;
 * - a record that cannot be read, or migrated, is set aside (never written over) and the database starts
 *   again from the seed beside it, durable as before;
 * - a sound snapshot beside records set aside earlier opens as it is, still reported, so the export stays
 *   offered while they are kept.
 */
export const openStoredSnapshot = async ({
  stored,
  failure,
  persistence,
  seed,
  durable,
}: StoredSnapshot): Promise<OpenedSnapshot> => {
  const version = versionOf(stored);
  const skipped = persistence.skippedRows ?? [];
  if (failure === null && stored !== null && version === DEMO_SCHEMA_VERSION && skipped.length) {
    // Rows that could not be read stay where they are; the rest opens (issue 20).
    const detail = `${skipped.length} stored row(s) could not be read and are kept aside: ${skipped.slice(0, 5).join("; ")}`;
    return { snapshot: stored as DemoSnapshot, persistence, durable, storage: { kind: "unreadable", durable, detail } };
  }
  if (failure === null && typeof version === "number" && version > DEMO_SCHEMA_VERSION) {
    const memory = new MemoryDemoPersistence();
    const snapshot = await seed();
    await memory.save(snapshot);
    const detail = `The stored snapshot has schema ${version}; this build reads up to ${DEMO_SCHEMA_VERSION}.`;
    return { snapshot, persistence: memory, durable: false, storage: { kind: "newerVersion", durable: false, detail } };
  }
  // Nothing stored beside records set aside: the seed, as on a fresh browser.
  const opened = failure !== null ? describe(failure) : stored === null ? await seed() : migrated(stored);
  if (typeof opened !== "string") {
    if (opened !== stored) await persistence.save(opened);
    const storage: DemoStorageReport | null = persistence.keptAside
      ? { kind: "unreadable", durable, detail: "Stored records that could not be read are kept aside." }
      : null;
    return { snapshot: opened, persistence, durable, storage };
  }
  await persistence.setAside();
  const snapshot = await seed();
  await persistence.save(snapshot);
  return { snapshot, persistence, durable, storage: { kind: "unreadable", durable, detail: opened } };
};
