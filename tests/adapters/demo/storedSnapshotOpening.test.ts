import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import type { DemoChanges } from "@lectern/adapters/demo/db/DemoChanges";
import type { DemoPersistence } from "@lectern/adapters/demo/db/DemoPersistence";
import { DEMO_SCHEMA_VERSION, DEMO_TABLE_COUNT, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { DEMO_TABLES } from "@lectern/adapters/demo/db/openStoredSnapshot";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { beforeAll, describe, expect, it } from "vitest";

/** Seeding hashes passwords: once for the file, copied for each use. */
let seeded: DemoSnapshot;
beforeAll(async () => {
  seeded = await createDemoSeed(0);
});
const seed = async (): Promise<DemoSnapshot> => structuredClone(seeded);

const storing = (value: unknown) => new MemoryDemoPersistence(value as DemoSnapshot);

/** A persistence whose stored record cannot be read at all (a structured-clone failure, a broken disk). */
class UnreadablePersistence implements DemoPersistence {
  readonly memory = new MemoryDemoPersistence();
  setAsideCalls = 0;
  get keptAside(): boolean {
    return this.setAsideCalls > 0;
  }
  async load(): Promise<DemoSnapshot | null> {
    if (this.setAsideCalls === 0) throw new DOMException("Failed to read a record", "DataError");
    return this.memory.load();
  }
  save(snapshot: DemoSnapshot): Promise<void> {
    if (this.setAsideCalls === 0) throw new Error("saved over the unreadable record");
    return this.memory.save(snapshot);
  }
  saveChanges(changes: DemoChanges): Promise<void> {
    return this.memory.saveChanges(changes);
  }
  async setAside(): Promise<void> {
    this.setAsideCalls += 1;
  }
}

describe("DemoDatabase.open: what it cannot read is kept aside, never seeded over (issue 19)", () => {
  it.each([
    ["a value that is no snapshot at all", "{not json"],
    ["an object without a schema version", { users: [] }],
    ["a schema version that is not a number", { schemaVersion: "7" }],
    ["this schema with a table missing", { schemaVersion: DEMO_SCHEMA_VERSION, counters: {}, users: [] }],
    ["an older schema whose tables cannot be migrated", { schemaVersion: 4, summaries: "broken", users: [] }],
    ["a schema version no build ever wrote", { schemaVersion: 0 }],
  ])("%s: set aside as it was, a fresh seed saved beside it, reported unreadable and durable", async (_, value) => {
    const persistence = storing(value);
    const database = await DemoDatabase.open(persistence, seed);
    expect(persistence.setAsideRecords).toEqual([JSON.stringify(value)]);
    expect(database.storage).toMatchObject({ kind: "unreadable", durable: true });
    expect(database.storage?.detail).not.toBe("");
    expect(database.durable).toBe(true);
    expect(database.data.users.map((user) => user.email)).toEqual(seeded.users.map((user) => user.email));
    expect(await persistence.load()).toEqual(database.data);
  });

  it("this schema with one table damaged (the common load counts tables): set aside as well", async () => {
    const damaged = { ...seeded, devices: "not a table" };
    const persistence = storing(damaged);
    const database = await DemoDatabase.open(persistence, seed);
    expect(database.storage?.kind).toBe("unreadable");
    expect(persistence.setAsideRecords).toEqual([JSON.stringify(damaged)]);
  });

  it("the common load's table count and the table-by-table check name the schema's tables", () => {
    expect(DEMO_TABLES).toHaveLength(DEMO_TABLE_COUNT);
    expect(Object.values(seeded).filter(Array.isArray)).toHaveLength(DEMO_TABLE_COUNT);
    expect(Object.keys(seeded).sort()).toEqual([...DEMO_TABLES, "counters", "schemaVersion"].sort());
  });

  it("a record whose read throws is set aside without being read or written over", async () => {
    const persistence = new UnreadablePersistence();
    const database = await DemoDatabase.open(persistence, seed);
    expect(persistence.setAsideCalls).toBe(1);
    expect(database.storage).toMatchObject({
      kind: "unreadable",
      durable: true,
      detail: "DataError: Failed to read a record",
    });
    expect(await persistence.memory.load()).toEqual(database.data);
  });

  it("once set aside, later opens use the fresh database and keep reporting what is kept", async () => {
    const persistence = storing("garbage");
    const first = await DemoDatabase.open(persistence, seed);
    first.mutate((data) => data.outbox.push({ id: "mail-1" } as DemoSnapshot["outbox"][number]));
    await first.flush();
    const again = await DemoDatabase.open(persistence, seed);
    expect(again.data.outbox).toEqual([{ id: "mail-1" }]);
    expect(again.storage).toMatchObject({ kind: "unreadable", durable: true });
    expect(persistence.setAsideRecords).toEqual([JSON.stringify("garbage")]);
  });

  it("a newer build's snapshot is left untouched: the tab runs on the seed in memory, not durable", async () => {
    const newer = { schemaVersion: DEMO_SCHEMA_VERSION + 1, users: [{ email: "kept@example.org" }], futureTable: [1] };
    const persistence = storing(newer);
    const database = await DemoDatabase.open(persistence, seed);
    expect(database.storage).toMatchObject({ kind: "newerVersion", durable: false });
    expect(database.durable).toBe(false);
    expect(database.data.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
    database.mutate((data) => data.outbox.push({ id: "mail-1" } as DemoSnapshot["outbox"][number]));
    await database.flush();
    await database.reset();
    expect(persistence.saves).toBe(0);
    expect(persistence.setAsideRecords).toEqual([]);
    expect(await persistence.load()).toEqual(newer);
  });

  it("an older snapshot is still migrated and saved, with nothing to report", async () => {
    const { recordingSessions: _r, streams: _s, stuckReports: _k, ...rest } = seeded;
    const persistence = storing({ ...rest, schemaVersion: 1, counters: { users: 2, mails: 0 } });
    const database = await DemoDatabase.open(persistence, seed);
    expect(database.storage).toBeNull();
    expect(database.durable).toBe(true);
    expect((await persistence.load())?.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
    expect(persistence.setAsideRecords).toEqual([]);
  });

  it("a fresh browser is seeded and a sound snapshot opens as it is, with nothing to report", async () => {
    const fresh = new MemoryDemoPersistence();
    const seededDatabase = await DemoDatabase.open(fresh, seed);
    expect(seededDatabase.storage).toBeNull();
    expect(fresh.saves).toBe(1);
    const reopened = await DemoDatabase.open(fresh, seed);
    expect(reopened.storage).toBeNull();
    expect(fresh.saves).toBe(1);
  });

  it("a persistence that lasts only as long as the tab opens not durable, with nothing kept aside", async () => {
    const database = await DemoDatabase.open(new MemoryDemoPersistence(), seed, false);
    expect(database.durable).toBe(false);
    expect(database.storage).toBeNull();
  });
});
