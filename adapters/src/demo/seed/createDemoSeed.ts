import { hashPassword } from "../crypto/passwordHashing";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot, type DemoUser, ZERO_DEMO_COUNTERS } from "../db/DemoSnapshot";
import { EMPTY_PROFILE_DETAILS } from "../model/users";
import { seedCoupons } from "./seedCoupons";
import { seedCountries } from "./seedCountries";
import { seedLicences } from "./seedLicences";
import { seedOrganisations } from "./seedOrganisations";
import { seedProducts } from "./seedProducts";
import { SEED_USERS } from "./seedUsers";

/**
 * A fresh database: catalogue data plus the seed accounts (their passwords hashed now). Without
 * `accounts` (a server not in a demo mode) there are none: their passwords are in the README.
 */
export const createDemoSeed = async (now: number, { accounts = true } = {}): Promise<DemoSnapshot> => {
  const users: DemoUser[] = await Promise.all(
    (accounts ? SEED_USERS : []).map(async (seed) => ({
      id: seed.id,
      email: seed.email,
      passwordHash: await hashPassword(seed.password),
      profile: { ...seed.profile, ...EMPTY_PROFILE_DETAILS, referral: null },
      utm: {},
      licences: [],
      createdAt: now,
      archivedAt: null,
      // The demo's own account: its address is the demo's, proved by definition.
      emailVerifiedAt: now,
    })),
  );
  // Deep copies, so mutating the live database (licence activations) never changes the seed.
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return {
    schemaVersion: DEMO_SCHEMA_VERSION,
    counters: { ...ZERO_DEMO_COUNTERS, users: users.length },
    users,
    sessions: [],
    tempTokens: [],
    loginTokens: [],
    passwordResets: [],
    licences: copy([...seedLicences]),
    outbox: [],
    countries: copy([...seedCountries]),
    products: copy([...seedProducts]),
    organisations: copy([...seedOrganisations]),
    recordingSessions: [],
    streams: [],
    stuckReports: [],
    pois: [],
    notes: [],
    watchedPois: [],
    userSettings: [],
    tags: [],
    transcripts: [],
    heardCaptions: [],
    summaries: [],
    actionItems: [],
    quizzes: [],
    flashcards: [],
    tutorMessages: [],
    studyJobs: [],
    quizGenerations: [],
    shares: [],
    sharedPois: [],
    bookmarks: [],
    favourites: [],
    subscriptions: [],
    paymentMethods: [],
    cardSetups: [],
    invoices: [],
    coupons: seedCoupons(now),
    devices: [],
    devicePairings: [],
    slideSets: [],
    slideNotes: [],
  };
};
