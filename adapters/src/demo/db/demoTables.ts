import type { DemoSnapshot } from "./DemoSnapshot";

/** The tables of a snapshot (every field but the version and the counters). */
export type DemoTable = Exclude<keyof DemoSnapshot, "schemaVersion" | "counters">;

/** A record, so adding a table to DemoSnapshot without adding it here fails the type check. */
const TABLES: Record<DemoTable, 0> = {
  users: 0,
  sessions: 0,
  tempTokens: 0,
  loginTokens: 0,
  passwordResets: 0,
  licences: 0,
  outbox: 0,
  countries: 0,
  products: 0,
  organisations: 0,
  recordingSessions: 0,
  streams: 0,
  stuckReports: 0,
  pois: 0,
  notes: 0,
  watchedPois: 0,
  userSettings: 0,
  tags: 0,
  transcripts: 0,
  heardCaptions: 0,
  summaries: 0,
  actionItems: 0,
  quizzes: 0,
  flashcards: 0,
  tutorMessages: 0,
  studyJobs: 0,
  quizGenerations: 0,
  shares: 0,
  sharedPois: 0,
  bookmarks: 0,
  favourites: 0,
  subscriptions: 0,
  paymentMethods: 0,
  cardSetups: 0,
  invoices: 0,
  coupons: 0,
  devices: 0,
  devicePairings: 0,
  slideSets: 0,
  slideNotes: 0,
};

/** Every table of this schema: an object store in the tab, a SQL table on the server. */
export const DEMO_TABLES = Object.keys(TABLES) as DemoTable[];

/** A stored row of any table. */
export type DemoRow = DemoSnapshot[DemoTable][number];

/**
 * Tables whose rows are read per session when first needed, not at start (issue 20: no
 * whole-database load). Transcripts are four fifths of a library's bytes (80 KB an hour); a
 * persistence that stores rows defers them at `load`, and code reads them through
 * `DemoDatabase.sessionRows`, never `data.<table>` directly (the layer test checks).
 */
export const SESSION_ROW_TABLES = ["transcripts"] as const satisfies readonly DemoTable[];
export type SessionRowTable = (typeof SESSION_ROW_TABLES)[number];
