import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { describe, expect, it } from "vitest";

/** What schema 2 saved: recordings without geo; no highlights, notes, watched highlights or settings. */
const schemaTwo = async () => {
  const seed = await createDemoSeed(0);
  const { pois: _p, notes: _n, watchedPois: _w, userSettings: _u, counters, ...rest } = seed;
  const { pois: _cp, notes: _cn, ...oldCounters } = counters;
  return {
    ...rest,
    schemaVersion: 2,
    counters: { ...oldCounters, recordingSessions: 1, streams: 0, stuckReports: 0 },
    recordingSessions: [
      {
        id: "1",
        userId: seed.users[0]!.id,
        name: "Kept",
        organizationId: null,
        status: 20,
        startedAt: 1000,
        endedAt: 2000,
        createdAt: 1000,
        mergedAt: null,
      },
    ],
  };
};

describe("demo snapshot schema 2 → 3", () => {
  it("keeps recordings (geo null) and adds empty highlight, note, watch and settings tables", async () => {
    const v2 = await schemaTwo();
    const persistence = new MemoryDemoPersistence(v2 as unknown as DemoSnapshot);
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(DEMO_SCHEMA_VERSION).toBe(3);
    expect(database.data).toMatchObject({
      schemaVersion: 3,
      counters: { recordingSessions: 1, pois: 0, notes: 0 },
      recordingSessions: [{ id: "1", name: "Kept", status: 20, geo: null }],
      pois: [],
      notes: [],
      watchedPois: [],
      userSettings: [],
    });
    expect((await persistence.load())?.schemaVersion).toBe(3);
  });

  it("brings schema 1 all the way to 3", async () => {
    const seed = await createDemoSeed(0);
    const {
      recordingSessions: _r,
      streams: _s,
      stuckReports: _k,
      pois: _p,
      notes: _n,
      watchedPois: _w,
      userSettings: _u,
      ...rest
    } = seed;
    const v1 = { ...rest, schemaVersion: 1, counters: { users: 7, mails: 3 } };
    const database = await DemoDatabase.open(new MemoryDemoPersistence(v1 as unknown as DemoSnapshot), () =>
      createDemoSeed(0),
    );
    expect(database.data).toMatchObject({
      schemaVersion: 3,
      counters: { users: 7, mails: 3, recordingSessions: 0, streams: 0, stuckReports: 0, pois: 0, notes: 0 },
      recordingSessions: [],
      pois: [],
      userSettings: [],
    });
  });
});
