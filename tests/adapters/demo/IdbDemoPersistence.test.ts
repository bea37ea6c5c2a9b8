import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { DEMO_TABLES } from "@lectern/adapters/demo/db/demoTables";
import { exportSavedData } from "@lectern/adapters/demo/db/exportSavedData";
import { DEMO_IDB_NAME, DEMO_IDB_VERSION, IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { IdbDemoMediaStore } from "@lectern/adapters/demo/media/IdbDemoMediaStore";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import { unzipSync } from "fflate";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyDevice, stubIndexedDbGlobals } from "../storage/fakeIndexedDb";
import { settle } from "../storage/rawIndexedDb";

let seeded: DemoSnapshot;
beforeAll(async () => {
  seeded = await createDemoSeed(0);
});
const seed = async (): Promise<DemoSnapshot> => structuredClone(seeded);

/** idb opens through the global indexedDB: each test gets a device of its own. */
let device: IDBFactory;
beforeEach(() => {
  stubIndexedDbGlobals();
  device = emptyDevice();
  vi.stubGlobal("indexedDB", device);
});
afterEach(() => vi.unstubAllGlobals());

/** The snapshot database as an older or broken build left it, written without the adapter. */
const writeSnapshots = async (records: Record<string, unknown>, version = 1): Promise<void> => {
  const request = device.open(DEMO_IDB_NAME, version);
  request.onupgradeneeded = () => request.result.createObjectStore("snapshot");
  const db = await settle(request);
  const tx = db.transaction("snapshot", "readwrite");
  for (const [key, value] of Object.entries(records)) tx.objectStore("snapshot").put(value, key);
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
};

/** Every row of one table's object store, by key, read without the adapter. */
const readTable = async (table: string): Promise<Record<string, unknown>> => {
  const db = await settle(device.open(DEMO_IDB_NAME));
  const store = db.transaction(table).objectStore(table);
  const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
  db.close();
  return Object.fromEntries(keys.map((key, index) => [String(key), values[index]]));
};

/** Every record of the snapshot database, by key, read without the adapter. */
const readSnapshots = async (): Promise<Record<string, unknown>> => {
  const db = await settle(device.open(DEMO_IDB_NAME));
  const store = db.transaction("snapshot").objectStore("snapshot");
  const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
  db.close();
  return Object.fromEntries(keys.map((key, index) => [String(key), values[index]]));
};

describe("IdbDemoPersistence: a record it cannot read stays where it is (issue 19)", () => {
  it("on a sound browser: seeds the tables once, and a reload opens what was saved, nothing to report", async () => {
    const first = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    first.mutate((data) => data.outbox.push({ id: "mail-1" } as DemoSnapshot["outbox"][number]));
    await first.flush();
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(reloaded.storage).toBeNull();
    expect(reloaded.durable).toBe(true);
    expect(reloaded.data.outbox).toEqual([{ id: "mail-1" }]);
    expect(await readSnapshots()).toEqual({});
    expect(await readTable("outbox")).toEqual({ "1": { id: "mail-1" } });
  });

  it("keeps an unreadable record aside under its key and starts the tables beside it, also after a reload", async () => {
    const garbage = { schemaVersion: "garbage", notes: ["a lecture's notes"] };
    await writeSnapshots({ current: garbage });
    const database = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(database.storage).toMatchObject({ kind: "unreadable", durable: true });
    database.mutate((data) => data.outbox.push({ id: "mail-1" } as DemoSnapshot["outbox"][number]));
    await database.flush();
    expect(await readSnapshots()).toEqual({ current: garbage });
    expect(Object.values(await readTable("outbox"))).toEqual([{ id: "mail-1" }]);

    // The next page load opens the tables, and says again what is kept aside.
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(reloaded.data.outbox).toEqual([{ id: "mail-1" }]);
    expect(reloaded.storage).toMatchObject({ kind: "unreadable", durable: true });
    expect(await readSnapshots()).toEqual({ current: garbage });
  });

  it("keeps every record another build wrote, and the next load never reads the broken one again", async () => {
    await writeSnapshots({ current: "old", zz: "someone else's" });
    await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(Object.keys(await readSnapshots())).toEqual(["current", "zz"]);
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(reloaded.data.schemaVersion).toBe(DEMO_SCHEMA_VERSION);
    expect(await readSnapshots()).toEqual({ current: "old", zz: "someone else's" });
  });

  it("writes nothing beside a newer build's snapshot", async () => {
    const newer = { schemaVersion: DEMO_SCHEMA_VERSION + 1, users: [] };
    await writeSnapshots({ current: newer });
    const database = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(database.storage).toMatchObject({ kind: "newerVersion", durable: false });
    database.mutate((data) => data.outbox.push({ id: "mail-1" } as DemoSnapshot["outbox"][number]));
    await database.flush();
    expect(await readSnapshots()).toEqual({ current: newer });
  });

  it("rejects with VersionError when a newer build has upgraded the database itself", async () => {
    await writeSnapshots({ current: { schemaVersion: 99 } }, DEMO_IDB_VERSION + 1);
    await expect(new IdbDemoPersistence().load()).rejects.toMatchObject({ name: "VersionError" });
    await expect(DemoDatabase.open(new IdbDemoPersistence(), seed)).rejects.toMatchObject({ name: "VersionError" });
    expect(await readSnapshots()).toEqual({ current: { schemaVersion: 99 } });
  });
});

describe("IdbDemoPersistence: rows, not snapshots (issue 20)", () => {
  it("moves today's whole snapshot into the tables on first open: every row there, counted, and only then dropped", async () => {
    const today = await seed();
    today.outbox.push({ id: "mail-1", to: "a@b.c", subject: "s", text: "t", link: null, sentAt: 1 });
    await writeSnapshots({ current: today });
    const database = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(database.storage).toBeNull();
    expect(await readSnapshots()).toEqual({});
    for (const table of DEMO_TABLES) expect(Object.values(await readTable(table))).toEqual(today[table]);
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(reloaded.data).toEqual(today);
  });

  it("a write stores the rows it changed: an edited row under its key, a new one after the last, a removed one gone", async () => {
    const database = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    const user = database.data.users[0]!;
    const before = await readTable("users");
    database.mutate(() => {
      user.profile.first_name = "Edited";
    }, user);
    database.mutate((data) => {
      data.outbox.push(
        { id: "mail-1" } as DemoSnapshot["outbox"][number],
        { id: "mail-2" } as DemoSnapshot["outbox"][number],
      );
    });
    await database.flush();
    database.mutate((data) => {
      data.outbox = data.outbox.filter((mail) => mail.id !== "mail-1");
    });
    await database.flush();
    const users = await readTable("users");
    expect(Object.keys(users)).toEqual(Object.keys(before));
    expect((Object.values(users)[0] as DemoSnapshot["users"][number]).profile.first_name).toBe("Edited");
    expect(await readTable("outbox")).toEqual({ "2": { id: "mail-2" } });
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(reloaded.data).toEqual(database.data);
  });

  it("a row that cannot be read is skipped and named, the rest loads, and the row stays where it was", async () => {
    const first = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    first.mutate((data) => data.outbox.push({ id: "mail-1" } as DemoSnapshot["outbox"][number]));
    await first.flush();
    const db = await settle(device.open(DEMO_IDB_NAME));
    const tx = db.transaction("outbox", "readwrite");
    tx.objectStore("outbox").put("not a row", 7);
    await new Promise((resolve) => (tx.oncomplete = resolve));
    db.close();
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(reloaded.storage).toMatchObject({ kind: "unreadable", durable: true });
    expect(reloaded.storage?.detail).toContain("outbox row 7");
    expect(reloaded.data.outbox).toEqual([{ id: "mail-1" }]);
    expect(reloaded.data.users).toEqual(first.data.users);
    reloaded.mutate((data) => data.outbox.push({ id: "mail-2" } as DemoSnapshot["outbox"][number]));
    await reloaded.flush();
    expect(await readTable("outbox")).toEqual({ "1": { id: "mail-1" }, "7": "not a row", "8": { id: "mail-2" } });
  });
});

describe("IdbDemoPersistence: transcripts read by session (issue 20)", () => {
  const transcript = (id: string, sessionId: string) =>
    ({
      id,
      sessionId,
      streamId: null,
      speakers: [],
      turns: [],
      error: null,
      createdAt: 1,
    }) as DemoSnapshot["transcripts"][number];

  it("upgrades a version 2 database (a store per table, no index) and reads a session's transcripts from it", async () => {
    const today = await seed();
    today.transcripts.push(transcript("t1", "s1"), transcript("t2", "s2"), transcript("t3", "s1"));
    // The tables as the previous build (IndexedDB version 2) wrote them, without the adapter.
    const request = device.open(DEMO_IDB_NAME, 2);
    request.onupgradeneeded = () => {
      for (const store of ["snapshot", "meta", ...DEMO_TABLES]) request.result.createObjectStore(store);
    };
    const raw = await settle(request);
    const tx = raw.transaction(["meta", ...DEMO_TABLES], "readwrite");
    tx.objectStore("meta").put({ schemaVersion: today.schemaVersion, counters: today.counters }, "current");
    for (const table of DEMO_TABLES)
      (today[table] as readonly object[]).forEach((row, index) => tx.objectStore(table).put(row, index + 1));
    await new Promise((resolve) => (tx.oncomplete = resolve));
    raw.close();

    const database = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(database.storage).toBeNull();
    expect(database.data.transcripts).toEqual([]);
    expect(database.data.users).toEqual(today.users);
    expect(await database.sessionRows("transcripts", "s1")).toEqual([transcript("t1", "s1"), transcript("t3", "s1")]);
    // A new one goes after the last stored key, not over a row that was never read.
    database.mutate((data) => data.transcripts.push(transcript("t4", "s2")));
    await database.flush();
    expect(Object.keys(await readTable("transcripts"))).toEqual(["1", "2", "3", "4"]);
    const reloaded = await DemoDatabase.open(new IdbDemoPersistence(), seed);
    expect(await reloaded.sessionRows("transcripts", "s2")).toEqual([transcript("t2", "s2"), transcript("t4", "s2")]);
  });
});

describe("the backend assembled beside stored data it cannot open", () => {
  it("keeps the media store's bytes: they may be the recordings of the snapshot kept aside", async () => {
    await writeSnapshots({ current: "garbage" });
    const media = new IdbDemoMediaStore(undefined, device);
    await media.putMerged("stream-of-the-kept-snapshot", Uint8Array.of(1, 2, 3));
    const backend = await openDemoBackend({ persistence: new IdbDemoPersistence(), media, now: () => 0 });
    expect(backend.database.storage?.kind).toBe("unreadable");
    expect(await media.readMerged("stream-of-the-kept-snapshot")).toEqual(Uint8Array.of(1, 2, 3));
  });

  it("beside a newer build's snapshot, keeps recordings in memory and leaves the media database alone", async () => {
    await writeSnapshots({ current: { schemaVersion: DEMO_SCHEMA_VERSION + 1 } });
    const media = new IdbDemoMediaStore(undefined, device);
    await media.putMerged("a-newer-build's-stream", Uint8Array.of(5));
    const backend = await openDemoBackend({ persistence: new IdbDemoPersistence(), media, now: () => 0 });
    expect(backend.database.durable).toBe(false);
    expect(await media.readMerged("a-newer-build's-stream")).toEqual(Uint8Array.of(5));
    expect(await backend.controls.mergedBytes("a-newer-build's-stream")).toBeNull();
  });
});

describe("exportSavedData", () => {
  const unzipped = async (zip: Promise<Blob>) => unzipSync(new Uint8Array(await (await zip).arrayBuffer()));
  const decode = (bytes: Uint8Array | undefined): unknown => JSON.parse(new TextDecoder().decode(bytes));

  it("zips every stored snapshot as it is, and the recordings as playable files", async () => {
    await writeSnapshots({ current: "garbage", "current+": { schemaVersion: DEMO_SCHEMA_VERSION + 1 } });
    const media = new IdbDemoMediaStore(undefined, device);
    await media.putSlices("stream-1", 0, [Uint8Array.of(1, 2), Uint8Array.of(3)]);
    await media.putSlices("stream-2", 0, [Uint8Array.of(9)]);
    await media.putMerged("stream-2", Uint8Array.of(9, 9));
    await media.putFile("notes/a.png", Uint8Array.of(7));

    const files = await unzipped(exportSavedData(device, new Date("2026-11-28T10:00:00Z")));
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "files/notes_a.png",
      "lectern-demo/snapshot/current+.json",
      "lectern-demo/snapshot/current.json",
      "recordings/stream-1.webm",
      "recordings/stream-2.webm",
    ]);
    expect(decode(files["lectern-demo/snapshot/current.json"])).toBe("garbage");
    expect(decode(files["lectern-demo/snapshot/current+.json"])).toEqual({
      schemaVersion: DEMO_SCHEMA_VERSION + 1,
    });
    // Slices back to back where nothing was merged yet; the merged file where it was.
    expect(files["recordings/stream-1.webm"]).toEqual(Uint8Array.of(1, 2, 3));
    expect(files["recordings/stream-2.webm"]).toEqual(Uint8Array.of(9, 9));
    expect(files["files/notes_a.png"]).toEqual(Uint8Array.of(7));
    expect(new TextDecoder().decode(files["README.txt"])).toContain("2026-11-28T10:00:00.000Z");
  });

  it("reads a newer build's upgraded database at its version, and creates none that is missing", async () => {
    await writeSnapshots({ current: { schemaVersion: 99, rows: "its own" } }, 3);
    const files = await unzipped(exportSavedData(device));
    expect(decode(files["lectern-demo/snapshot/current.json"])).toEqual({ schemaVersion: 99, rows: "its own" });
    expect(await device.databases()).toEqual([{ name: DEMO_IDB_NAME, version: 3 }]);
  });
});
