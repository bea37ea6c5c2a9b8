import { DEMO_SCHEMA_VERSION, type DemoRecordingSession, type DemoSnapshot } from "./DemoSnapshot";

/** The shape saved by schema version 2: recordings without geo, no highlights, notes or settings. */
type SnapshotV2 = Omit<
  DemoSnapshot,
  "recordingSessions" | "pois" | "notes" | "watchedPois" | "userSettings" | "counters"
> & {
  readonly counters: Omit<DemoSnapshot["counters"], "pois" | "notes">;
  readonly recordingSessions: Omit<DemoRecordingSession, "geo">[];
};

/** The shape saved by schema version 1: everything but the recording tables. */
type SnapshotV1 = Omit<SnapshotV2, "recordingSessions" | "streams" | "stuckReports" | "counters"> & {
  readonly counters: { users: number; mails: number };
};

const fromV1 = (v1: SnapshotV1): SnapshotV2 => ({
  ...v1,
  schemaVersion: 2,
  counters: { ...v1.counters, recordingSessions: 0, streams: 0, stuckReports: 0 },
  recordingSessions: [],
  streams: [],
  stuckReports: [],
});

const fromV2 = (v2: SnapshotV2): DemoSnapshot => ({
  ...v2,
  schemaVersion: DEMO_SCHEMA_VERSION,
  counters: { ...v2.counters, pois: 0, notes: 0 },
  recordingSessions: v2.recordingSessions.map((session) => ({ ...session, geo: null })),
  pois: [],
  notes: [],
  watchedPois: [],
  userSettings: [],
});

/**
 * Brings a stored snapshot up to the current schema, so a browser that already holds demo accounts
 * and recordings keeps them when new tables arrive. Null when the stored shape is unknown (it is
 * then reseeded).
 */
export const migrateSnapshot = (stored: { readonly schemaVersion: number }): DemoSnapshot | null => {
  if (stored.schemaVersion === DEMO_SCHEMA_VERSION) return stored as DemoSnapshot;
  if (stored.schemaVersion === 2) return fromV2(stored as SnapshotV2);
  if (stored.schemaVersion === 1) return fromV2(fromV1(stored as SnapshotV1));
  return null;
};
