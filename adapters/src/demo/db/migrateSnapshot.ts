import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "./DemoSnapshot";

/** The shape saved by schema version 1: everything but the recording tables. */
type SnapshotV1 = Omit<DemoSnapshot, "recordingSessions" | "streams" | "stuckReports" | "counters"> & {
  readonly counters: { users: number; mails: number };
};

/**
 * Brings a stored snapshot up to the current schema, so a browser that already holds demo accounts
 * keeps them when recordings arrive. Null when the stored shape is unknown (it is then reseeded).
 */
export const migrateSnapshot = (stored: { readonly schemaVersion: number }): DemoSnapshot | null => {
  if (stored.schemaVersion === DEMO_SCHEMA_VERSION) return stored as DemoSnapshot;
  if (stored.schemaVersion !== 1) return null;
  const v1 = stored as SnapshotV1;
  return {
    ...v1,
    schemaVersion: DEMO_SCHEMA_VERSION,
    counters: { ...v1.counters, recordingSessions: 0, streams: 0, stuckReports: 0 },
    recordingSessions: [],
    streams: [],
    stuckReports: [],
  };
};
