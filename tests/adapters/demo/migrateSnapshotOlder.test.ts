import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { describe, expect, it } from "vitest";

/** What schema 2 saved: recordings without geo; no highlights, notes, watched highlights or settings. */
const schemaTwo = async () => {
  const seed = await createDemoSeed(0);
  const { pois: _p, notes: _n, watchedPois: _w, userSettings: _u, counters, ...rest } = seed;
  const { tags: _t, transcripts: _tr, heardCaptions: _h, summaries: _su, actionItems: _a, ...older } = rest;
  const {
    pois: _cp,
    notes: _cn,
    tags: _ct,
    transcripts: _ctr,
    summaries: _cs,
    actionItems: _ca,
    ...oldCounters
  } = counters;
  return {
    ...older,
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

describe("demo snapshot migration from schemas 1 and 2 to the current one", () => {
  it("keeps schema 2 recordings (geo null, not favourite, no tags) and adds every later table empty", async () => {
    const v2 = await schemaTwo();
    const persistence = new MemoryDemoPersistence(v2 as unknown as DemoSnapshot);
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(DEMO_SCHEMA_VERSION).toBe(7);
    expect(database.data).toMatchObject({
      schemaVersion: DEMO_SCHEMA_VERSION,
      counters: { recordingSessions: 1, pois: 0, notes: 0, tags: 0, transcripts: 0, summaries: 0, actionItems: 0 },
      recordingSessions: [
        { id: "1", name: "Kept", status: 20, geo: null, demo: false, tagIds: [], thumbnailKey: null },
      ],
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
    });
    expect(database.data.recordingSessions[0]).not.toHaveProperty("favourite");
    expect((await persistence.load())?.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
  });

  it("brings schema 1 all the way to the current schema", async () => {
    const seed = await createDemoSeed(0);
    const {
      recordingSessions: _r,
      streams: _s,
      stuckReports: _k,
      pois: _p,
      notes: _n,
      watchedPois: _w,
      userSettings: _u,
      tags: _t,
      transcripts: _tr,
      heardCaptions: _h,
      summaries: _su,
      actionItems: _a,
      ...rest
    } = seed;
    const v1 = { ...rest, schemaVersion: 1, counters: { users: 7, mails: 3 } };
    const database = await DemoDatabase.open(new MemoryDemoPersistence(v1 as unknown as DemoSnapshot), () =>
      createDemoSeed(0),
    );
    expect(database.data).toMatchObject({
      schemaVersion: DEMO_SCHEMA_VERSION,
      counters: { users: 7, mails: 3, recordingSessions: 0, streams: 0, stuckReports: 0, pois: 0, notes: 0 },
      recordingSessions: [],
      pois: [],
      userSettings: [],
    });
  });
});
