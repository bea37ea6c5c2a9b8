import {
  DEMO_SCHEMA_VERSION,
  type DemoActionItem,
  type DemoPoi,
  type DemoProfile,
  type DemoUser,
  type DemoRecordingSession,
  type DemoSnapshot,
  type DemoStream,
  type DemoSummary,
} from "./DemoSnapshot";
import { seedCoupons } from "../seed/seedCoupons";
import { seedProducts } from "../seed/seedProducts";

/** The billing and device tables schema 7 added. */
type BillingTables =
  "subscriptions" | "paymentMethods" | "cardSetups" | "invoices" | "coupons" | "devices" | "devicePairings";

/** Schema 7 as saved before the slides' tables were added to it (empty tables, so no version of their own). */
type SnapshotV7 = Omit<DemoSnapshot, "slideSets" | "slideNotes"> &
  Partial<Pick<DemoSnapshot, "slideSets" | "slideNotes">>;

/** A schema-7 snapshot with the slides' tables, empty when it was saved without them. */
const withSlideTables = (v7: SnapshotV7): DemoSnapshot =>
  v7.slideSets && v7.slideNotes
    ? (v7 as DemoSnapshot)
    : { ...v7, slideSets: v7.slideSets ?? [], slideNotes: v7.slideNotes ?? [] };

/** The shape saved by schema version 6: no billing or devices, a profile without personal details. */
export type SnapshotV6 = Omit<DemoSnapshot, BillingTables | "slideSets" | "slideNotes" | "users" | "counters"> & {
  readonly counters: Omit<DemoSnapshot["counters"], "subscriptions" | "paymentMethods" | "invoices" | "devices">;
  readonly users: (Omit<DemoUser, "archivedAt" | "profile"> & {
    readonly profile: Omit<DemoProfile, "secondary_email" | "phone_code" | "phone_number" | "institution" | "currency">;
  })[];
};

/** The sharing tables schema 6 added. */
type SharingTables = "shares" | "sharedPois" | "bookmarks" | "favourites";

/** The shape saved by schema version 5: a session's star was one flag on the session, for its owner. */
export type SnapshotV5 = Omit<SnapshotV6, SharingTables | "recordingSessions"> & {
  readonly recordingSessions: (DemoRecordingSession & { readonly favourite: boolean })[];
};

/** The study tables schema 5 added (quizzes, flashcards, the tutor, generation jobs). */
type StudyTables = "quizzes" | "flashcards" | "tutorMessages" | "studyJobs" | "quizGenerations";

/** The shape saved by schema version 4: summaries as plain strings, action items without times. */
type SnapshotV4 = Omit<SnapshotV5, StudyTables | "counters" | "summaries" | "actionItems"> & {
  readonly counters: Omit<SnapshotV5["counters"], "quizzes">;
  readonly summaries: (Omit<DemoSummary, "summary" | "keyPoints"> & {
    readonly summary: readonly string[];
    readonly keyPoints: readonly string[];
  })[];
  readonly actionItems: Omit<DemoActionItem, "start" | "end">[];
};

/** The shape saved by schema version 3: no tags, transcripts, summaries or action items. */
type SnapshotV3 = Omit<
  SnapshotV4,
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
  readonly counters: Omit<SnapshotV4["counters"], "tags" | "transcripts" | "summaries" | "actionItems">;
  readonly recordingSessions: Omit<DemoRecordingSession, "demo" | "tagIds" | "thumbnailKey">[];
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

const fromV3 = (v3: SnapshotV3): SnapshotV4 => ({
  ...v3,
  schemaVersion: 4,
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

/** A summary line kept from schema 4: its words, no moment known. */
const untimed = (text: string) => ({ text, start: null, end: null, poiId: null });

/**
 * Summaries become timed items (untimed here), action items get times (none known), users keep the
 * demo rule, and the new study tables start empty. Every session with a transcript to learn from
 * gets its quizzes generated (the pipeline resumes the queued jobs when the backend is assembled).
 */
const fromV4 = (v4: SnapshotV4): SnapshotV5 => {
  const learnable = [
    ...new Set(
      v4.transcripts
        .filter((transcript) => transcript.error === null && transcript.turns.some((turn) => turn.sentences.length))
        .map((transcript) => transcript.sessionId),
    ),
  ].filter((sessionId) => v4.recordingSessions.some((session) => session.id === sessionId));
  const queuedAt = v4.recordingSessions.reduce((latest, session) => Math.max(latest, session.createdAt), 0);
  return {
    ...v4,
    schemaVersion: 5,
    counters: { ...v4.counters, quizzes: 0 },
    users: v4.users.map((user) => ({ ...user, permissions: null })),
    summaries: v4.summaries.map((summary) => ({
      ...summary,
      summary: summary.summary.map(untimed),
      keyPoints: summary.keyPoints.map(untimed),
    })),
    actionItems: v4.actionItems.map((item) => ({ ...item, start: null, end: null })),
    quizzes: [],
    flashcards: [],
    tutorMessages: [],
    studyJobs: learnable.map((sessionId) => ({ sessionId, parts: ["quizzes"], token: `v4-${sessionId}`, queuedAt })),
    quizGenerations: learnable.map((sessionId) => ({ sessionId, status: 0, error: null, updatedAt: queuedAt })),
  };
};

/**
 * Sharing arrives: nothing is shared yet, and each session's star (its owner's, the only one there
 * was) becomes a row of the owner's favourites, stamped with the session's creation.
 */
export const fromV5 = (v5: SnapshotV5): SnapshotV6 => ({
  ...v5,
  schemaVersion: 6,
  recordingSessions: v5.recordingSessions.map(({ favourite: _favourite, ...session }) => session),
  shares: [],
  sharedPois: [],
  bookmarks: [],
  favourites: v5.recordingSessions
    .filter((session) => session.favourite)
    .map((session) => ({ userId: session.userId, sessionId: session.id, at: session.createdAt })),
});

/**
 * Billing and devices arrive: no subscriptions, cards, invoices or devices yet, the catalogue's
 * coupons, and every profile's new personal details empty. No account is archived. The products
 * are the catalogue's (schema 6 had three plans of two prices each, nobody subscribed to any): the
 * price list and checkout sell the current ones.
 */
export const fromV6 = (v6: SnapshotV6, now: number): SnapshotV7 => ({
  ...v6,
  schemaVersion: DEMO_SCHEMA_VERSION,
  counters: { ...v6.counters, subscriptions: 0, paymentMethods: 0, invoices: 0, devices: 0 },
  users: v6.users.map((user) => ({
    ...user,
    archivedAt: null,
    profile: {
      ...user.profile,
      secondary_email: null,
      phone_code: null,
      phone_number: null,
      institution: null,
      currency: null,
    },
  })),
  products: JSON.parse(JSON.stringify(seedProducts)) as DemoSnapshot["products"],
  subscriptions: [],
  paymentMethods: [],
  cardSetups: [],
  invoices: [],
  coupons: seedCoupons(now),
  devices: [],
  devicePairings: [],
});

/**
 * Brings a stored snapshot up to the current schema, so a browser that already holds demo accounts
 * and recordings keeps them when new tables arrive. Null when the stored shape is unknown (it is
 * then reseeded).
 */
export const migrateSnapshot = (
  stored: { readonly schemaVersion: number },
  now: number = Date.now(),
): DemoSnapshot | null => {
  const toV6 = (): SnapshotV6 | null => {
    if (stored.schemaVersion === 6) return stored as SnapshotV6;
    if (stored.schemaVersion === 5) return fromV5(stored as SnapshotV5);
    if (stored.schemaVersion === 4) return fromV5(fromV4(stored as SnapshotV4));
    if (stored.schemaVersion === 3) return fromV5(fromV4(fromV3(stored as SnapshotV3)));
    if (stored.schemaVersion === 2) return fromV5(fromV4(fromV3(fromV2(stored as SnapshotV2))));
    if (stored.schemaVersion === 1) return fromV5(fromV4(fromV3(fromV2(fromV1(stored as SnapshotV1)))));
    return null;
  };
  if (stored.schemaVersion === DEMO_SCHEMA_VERSION) return withSlideTables(stored as SnapshotV7);
  const v6 = toV6();
  return v6 && withSlideTables(fromV6(v6, now));
};
