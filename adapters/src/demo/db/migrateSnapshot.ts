import {
  DEMO_SCHEMA_VERSION,
  type DemoPoi,
  type DemoRecordingSession,
  type DemoSnapshot,
  type DemoStream,
} from "./DemoSnapshot";

/** The shape saved by schema version 3: no tags, transcripts, summaries or action items. */
type SnapshotV3 = Omit<
  DemoSnapshot,
  | "tags"
  | "transcripts"
  | "heardCaptions"
  | "summaries"
  | "actionItems"
  | "counters"
  | "recordingSessions"
  | "streams"
  | "pois"
> & {
  readonly counters: Omit<DemoSnapshot["counters"], "tags" | "transcripts" | "summaries" | "actionItems">;
  readonly recordingSessions: Omit<DemoRecordingSession, "favourite" | "demo" | "tagIds" | "thumbnailKey">[];
  readonly streams: Omit<DemoStream, "waveformKey" | "mediaKey">[];
  readonly pois: Omit<DemoPoi, "tagIds">[];
};

/** The shape saved by schema version 2: recordings without geo, no highlights, notes or settings. */
type SnapshotV2 = Omit<
  SnapshotV3,
  "recordingSessions" | "pois" | "notes" | "watchedPois" | "userSettings" | "counters"
> & {
  readonly counters: Omit<SnapshotV3["counters"], "pois" | "notes">;
  readonly recordingSessions: Omit<SnapshotV3["recordingSessions"][number], "geo">[];
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

const fromV3 = (v3: SnapshotV3): DemoSnapshot => ({
  ...v3,
  schemaVersion: DEMO_SCHEMA_VERSION,
  counters: { ...v3.counters, tags: 0, transcripts: 0, summaries: 0, actionItems: 0 },
  recordingSessions: v3.recordingSessions.map((session) => ({
    ...session,
    favourite: false,
    demo: false,
    tagIds: [],
    thumbnailKey: null,
  })),
  streams: v3.streams.map((stream) => ({ ...stream, waveformKey: null, mediaKey: null })),
  pois: v3.pois.map((poi) => ({ ...poi, tagIds: [] })),
  tags: [],
  transcripts: [],
  heardCaptions: [],
  summaries: [],
  actionItems: [],
});

const fromV2 = (v2: SnapshotV2): SnapshotV3 => ({
  ...v2,
  schemaVersion: 3,
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
  if (stored.schemaVersion === 3) return fromV3(stored as SnapshotV3);
  if (stored.schemaVersion === 2) return fromV3(fromV2(stored as SnapshotV2));
  if (stored.schemaVersion === 1) return fromV3(fromV2(fromV1(stored as SnapshotV1)));
  return null;
};
