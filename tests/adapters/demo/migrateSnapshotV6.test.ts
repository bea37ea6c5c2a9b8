import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type SnapshotV5, fromV5, migrateSnapshot } from "@lectern/adapters/demo/db/migrateSnapshot";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

type Seed = Awaited<ReturnType<typeof createDemoSeed>>;

/** Sessions of schema 5: each with its owner's star as a flag. */
const starredSessions = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 500 }).map(String),
    userId: fc.constantFrom("1", "2", "3"),
    favourite: fc.boolean(),
    createdAt: fc.integer({ min: 0, max: 10_000 }),
  }),
  { selector: (session) => session.id, maxLength: 20 },
);

/** What schema 5 saved, from a current seed: no sharing tables, sessions with the flag. */
const asSchemaFive = (
  seed: Seed,
  sessions: readonly { id: string; userId: string; favourite: boolean; createdAt: number }[],
): SnapshotV5 => {
  const { shares: _s, sharedPois: _p, bookmarks: _b, favourites: _f, ...rest } = seed;
  return {
    ...rest,
    schemaVersion: 5,
    recordingSessions: sessions.map((session) => ({
      ...session,
      name: `Lecture ${session.id}`,
      organizationId: null,
      status: 30,
      startedAt: session.createdAt,
      endedAt: session.createdAt + 1000,
      mergedAt: null,
      geo: null,
      demo: false,
      tagIds: [],
      thumbnailKey: null,
    })),
  };
};

describe("demo snapshot schema 5 → 6 (sharing)", () => {
  it("moves every star to its owner's favourites, drops the flag, and starts with nothing shared", async () => {
    const seed = await createDemoSeed(0);
    fc.assert(
      fc.property(starredSessions, (sessions) => {
        const migrated = migrateSnapshot(structuredClone(asSchemaFive(seed, sessions)))!;
        expect(migrated.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
        expect(migrated.favourites).toEqual(
          sessions
            .filter((session) => session.favourite)
            .map((session) => ({ userId: session.userId, sessionId: session.id, at: session.createdAt })),
        );
        expect(migrated.recordingSessions.map((session) => session.id)).toEqual(sessions.map((session) => session.id));
        expect(migrated.recordingSessions.some((session) => "favourite" in session)).toBe(false);
        expect([migrated.shares, migrated.sharedPois, migrated.bookmarks]).toEqual([[], [], []]);
      }),
      { numRuns: 100 },
    );
  });

  it("keeps the other tables as they were", async () => {
    const seed = await createDemoSeed(0);
    const v5 = asSchemaFive(seed, [{ id: "1", userId: "1", favourite: true, createdAt: 5 }]);
    const migrated = fromV5(structuredClone(v5));
    const { recordingSessions: _r, schemaVersion: _v, ...kept } = v5;
    expect(migrated).toMatchObject(kept);
  });

  it("is saved once opened, and the owner's list shows the star", async () => {
    const seed = await createDemoSeed(0);
    const v5 = asSchemaFive(seed, [
      { id: "1", userId: seed.users[0]!.id, favourite: true, createdAt: 5 },
      { id: "2", userId: seed.users[0]!.id, favourite: false, createdAt: 6 },
    ]);
    const persistence = new MemoryDemoPersistence(v5 as unknown as DemoSnapshot);
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(database.data.favourites).toEqual([{ userId: seed.users[0]!.id, sessionId: "1", at: 5 }]);
    expect((await persistence.load())?.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
  });
});
