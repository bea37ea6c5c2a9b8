import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { describe, expect, it } from "vitest";

describe("demo snapshot schema 1 → 2", () => {
  it("keeps the accounts a browser already holds and adds empty recording tables", async () => {
    const seed = await createDemoSeed(0);
    const { recordingSessions: _r, streams: _s, stuckReports: _k, ...rest } = seed;
    const v1 = { ...rest, schemaVersion: 1, counters: { users: 7, mails: 3 } };
    const persistence = new MemoryDemoPersistence(v1 as unknown as DemoSnapshot);
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(database.data).toMatchObject({
      schemaVersion: DEMO_SCHEMA_VERSION,
      counters: { users: 7, mails: 3, recordingSessions: 0, streams: 0, stuckReports: 0 },
      recordingSessions: [],
      streams: [],
      stuckReports: [],
    });
    expect(database.data.users).toEqual(seed.users.map((user) => ({ ...user, permissions: null })));
    expect((await persistence.load())?.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
  });

  it("runs on the seed, in memory, beside a schema newer than it knows (never saved over it)", async () => {
    const persistence = new MemoryDemoPersistence({ schemaVersion: 99 } as unknown as DemoSnapshot);
    const database = await DemoDatabase.open(persistence, () => createDemoSeed(0));
    expect(database.data.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
    expect(database.data.users.length).toBeGreaterThan(0);
    expect(database.storage?.kind).toBe("newerVersion");
    expect(await persistence.load()).toEqual({ schemaVersion: 99 });
  });
});
