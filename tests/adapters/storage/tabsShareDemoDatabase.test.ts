import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import type { DemoMail, DemoSnapshot, DemoTranscript } from "@lectern/adapters/demo/db/DemoSnapshot";
import type { DemoTabLock } from "@lectern/adapters/demo/db/DemoTabLock";
import { CHANGE_LOG_STORE, IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyDevice, stubIndexedDbGlobals } from "./fakeIndexedDb";
import { settle } from "./rawIndexedDb";

// Issue 20: two (or three) tabs of the demo over one IndexedDB database, as a student has them open
// (recording in one, reading the list or a shared record in another). Each tab here is a
// DemoDatabase on its own IdbDemoPersistence (its own connection, keys and tables in memory), and the
// tabs share one lock, as Web Locks make them in the browser.

let seeded: DemoSnapshot;
beforeAll(async () => {
  stubIndexedDbGlobals();
  seeded = await createDemoSeed(0);
});
afterAll(() => vi.unstubAllGlobals());
const seed = async (): Promise<DemoSnapshot> => structuredClone(seeded);

let device: IDBFactory;
let name = "";
let databases = 0;
beforeEach(() => {
  device = emptyDevice();
  vi.stubGlobal("indexedDB", device);
  name = `lectern-demo-tabs-${(databases += 1)}`;
});

/** One lock for every tab of the test, like navigator.locks.request on one name; `yieldFirst` lets others run first. */
const sharedLock = (yieldFirst: () => Promise<void> = () => Promise.resolve()): DemoTabLock => {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run: <T>(work: () => Promise<T>): Promise<T> => {
      const result = tail.then(async () => {
        await yieldFirst();
        return work();
      });
      tail = result.catch(() => undefined);
      return result;
    },
  };
};

const openTab = (lock: DemoTabLock, changeLogLimit?: number): Promise<DemoDatabase> =>
  DemoDatabase.open(
    new IdbDemoPersistence(name, { lock, ...(changeLogLimit === undefined ? {} : { changeLogLimit }) }),
    seed,
  );

/** A mail as handlers add rows: its id from the counters, at the end of its table. */
const sendMail = (tab: DemoDatabase, text: string): DemoMail =>
  tab.mutate((data) => {
    data.counters.mails += 1;
    const mail: DemoMail = {
      id: `mail-${data.counters.mails}`,
      to: "a@b.c",
      subject: text,
      text,
      link: null,
      sentAt: 0,
    };
    data.outbox.push(mail);
    return mail;
  });

/** Every row of a store by key, read without the adapter. */
const stored = async (store: string): Promise<Map<number, unknown>> => {
  const db = await settle(device.open(name));
  const objectStore = db.transaction(store).objectStore(store);
  const [keys, values] = await Promise.all([settle(objectStore.getAllKeys()), settle(objectStore.getAll())]);
  db.close();
  return new Map(keys.map((key, index) => [key as number, values[index]]));
};

/** What a tab opened now reads: the stored state. */
const reopened = async (): Promise<DemoSnapshot> =>
  structuredClone((await DemoDatabase.open(new IdbDemoPersistence(name), seed)).data) as DemoSnapshot;

/** The tab's tables after its next unit of work (which first takes in what the others wrote). */
const seenBy = async (tab: DemoDatabase): Promise<DemoSnapshot> => tab.exclusive(() => structuredClone(tab.data));

describe("two tabs on one demo database (issue 20)", () => {
  it("a tab opened before the other wrote adds its rows after the other's: nothing overwritten, ids unique, both see all", async () => {
    const lock = sharedLock();
    const a = await openTab(lock);
    const b = await openTab(lock);
    await a.exclusive(() => sendMail(a, "from A"));
    await b.exclusive(() => sendMail(b, "from B"));
    await a.exclusive(() => sendMail(a, "from A again"));

    const rows = [...(await stored("outbox")).values()] as DemoMail[];
    expect(rows.map((mail) => mail.text)).toEqual(["from A", "from B", "from A again"]);
    expect(new Set(rows.map((mail) => mail.id)).size).toBe(3);
    const fresh = await reopened();
    expect(fresh.counters.mails).toBe(seeded.counters.mails + 3);
    expect(await seenBy(a)).toEqual(fresh);
    expect(await seenBy(b)).toEqual(fresh);
  });

  it("a row the other tab edited is the same object, updated in place; a removed one leaves the table", async () => {
    const lock = sharedLock();
    const a = await openTab(lock);
    const b = await openTab(lock);
    await a.exclusive(() => {
      sendMail(a, "one");
      sendMail(a, "two");
    });
    const [heldOne, heldTwo] = await b.exclusive(() => b.data.outbox.slice(-2));
    const userOfB = b.data.users[0]!;

    await a.exclusive(() => {
      const user = a.data.users[0]!;
      a.mutate(() => Object.assign(user, { name: "Renamed in A" }), user);
      a.mutate((data) => (data.outbox = data.outbox.filter((mail) => mail.text !== "one")));
    });
    await b.exclusive(() => {
      expect(b.data.users[0]).toBe(userOfB);
      expect(userOfB).toMatchObject({ name: "Renamed in A" });
      expect(b.data.outbox).not.toContain(heldOne);
      expect(b.data.outbox.at(-1)).toBe(heldTwo);
    });
    // Taken in as saved: B's next write stores only its own rows.
    await b.exclusive(() => sendMail(b, "three"));
    const entries = [...(await stored(CHANGE_LOG_STORE)).values()] as { tables: Record<string, unknown> }[];
    expect(entries.at(-1)!.tables).toEqual({ outbox: { put: [expect.any(Number)], remove: [] } });
    expect(await seenBy(a)).toEqual(await reopened());
  });

  it("transcripts: a session this tab read gets the other's rows, one it never read reads them on demand", async () => {
    const lock = sharedLock();
    const a = await openTab(lock);
    // Tables read by session are deferred only after a load of stored tables: the two tabs open on them.
    const line = (id: string, sessionId: string) =>
      ({
        id,
        sessionId,
        streamId: null,
        speakers: [],
        turns: [],
        error: null,
        createdAt: 0,
      }) as unknown as DemoTranscript;
    await a.exclusive(() => a.mutate((data) => data.transcripts.push(line("t1", "s1"), line("t2", "s2"))));
    const tabA = await openTab(lock);
    const tabB = await openTab(lock);
    await tabB.exclusive(async () =>
      expect((await tabB.sessionRows("transcripts", "s1")).map((t) => t.id)).toEqual(["t1"]),
    );
    await tabA.exclusive(async () => {
      await tabA.sessionRows("transcripts", "s1");
      tabA.mutate((data) => data.transcripts.push(line("t3", "s1"), line("t4", "s2")));
    });
    await tabB.exclusive(async () => {
      // s1 was read here: t3 joined it; s2 never was: none of its rows is in memory until it is read.
      expect(tabB.data.transcripts.map((t) => t.id)).toEqual(["t1", "t3"]);
      expect((await tabB.sessionRows("transcripts", "s2")).map((t) => t.id)).toEqual(["t2", "t4"]);
      tabB.mutate((data) => data.transcripts.push(line("t5", "s2")));
    });
    const keys = [...(await stored("transcripts")).entries()].map(([key, row]) => [key, (row as DemoTranscript).id]);
    expect(keys).toEqual([
      [1, "t1"],
      [2, "t2"],
      [3, "t3"],
      [4, "t4"],
      [5, "t5"],
    ]);
  });

  it("a tab further behind than the log reaches reloads every table; so does one behind another tab's reset", async () => {
    const lock = sharedLock();
    const a = await openTab(lock, 4);
    const b = await openTab(lock, 4);
    const before = b.data;
    for (let index = 0; index < 9; index += 1) await a.exclusive(() => sendMail(a, `mail ${index}`));
    expect((await stored(CHANGE_LOG_STORE)).size).toBeLessThan(9);
    await b.exclusive(() => expect(b.data).not.toBe(before));
    expect(await seenBy(b)).toEqual(await reopened());
    await b.exclusive(() => sendMail(b, "after the reload"));
    expect(((await reopened()).outbox.at(-1) as DemoMail).text).toBe("after the reload");

    // One step behind, but the step is a whole save: a reload too.
    const afterReload = a.data;
    await b.exclusive(() => b.reset());
    await a.exclusive(() => expect(a.data).not.toBe(afterReload));
    expect(await seenBy(a)).toEqual(await reopened());
    expect((await reopened()).outbox).toEqual(seeded.outbox);
  });

  it("a write that skipped the catch-up (a tab without the lock) is refused whole: nothing of the other tab's overwritten", async () => {
    const lock = sharedLock();
    const a = await openTab(lock);
    const b = await openTab(lock);
    await a.exclusive(() => sendMail(a, "from A"));
    // Outside exclusive: B never took in A's mail, so its new one takes the same key and the same id.
    sendMail(b, "from B, stale");
    await expect(b.flush()).rejects.toMatchObject({ name: "ConstraintError" });
    expect(([...(await stored("outbox")).values()] as DemoMail[]).map((mail) => mail.text)).toEqual(["from A"]);
  });

  it("one step behind in the log: the rows by key, the tables the same objects", async () => {
    const lock = sharedLock();
    const a = await openTab(lock, 4);
    const b = await openTab(lock, 4);
    const tables = b.data;
    for (let index = 0; index < 3; index += 1) await a.exclusive(() => sendMail(a, `mail ${index}`));
    await b.exclusive(() => {
      expect(b.data).toBe(tables);
      expect(b.data.outbox.slice(-3).map((mail) => mail.text)).toEqual(["mail 0", "mail 1", "mail 2"]);
    });
  });

  it("through the router: B posts a note on the session A created, A posts one too, both list both", async () => {
    const lock = sharedLock();
    const open = () => openDemoBackend({ persistence: new IdbDemoPersistence(name, { lock }), now: () => 1_000 });
    const a = await open();
    const b = await open();
    const signIn = async (backend: typeof a) => {
      const login = await backend.http.send({
        method: "POST",
        url: "v2/auth/login",
        headers: { "Content-Type": "application/vnd.api+json" },
        body: {
          kind: "json",
          value: { data: { type: "users", attributes: { email: "demo@lectern.app", password: "Lectern#2026" } } },
        },
      });
      expect(login.status).toBe(200);
      return `Bearer ${(login.body as { data: { attributes: { token: string } } }).data.attributes.token}`;
    };
    const [tokenA, tokenB] = [await signIn(a), await signIn(b)];
    const [sessionId] = await a.controls.seedSessions("demo@lectern.app", 1);
    const post = (backend: typeof a, token: string, text: string) =>
      backend.http.send({
        method: "POST",
        url: `sessions/${sessionId}/relationships/notes`,
        headers: { Authorization: token, "Content-Type": "application/vnd.api+json" },
        body: { kind: "json", value: { data: { type: "sessions_notes", attributes: { text } } } },
      });
    const list = async (backend: typeof a, token: string) => {
      const reply = await backend.http.send({
        method: "GET",
        url: `sessions/${sessionId}/relationships/notes`,
        headers: { Authorization: token },
      });
      expect(reply.status).toBe(200);
      return (reply.body as { data: { id: string; attributes: { text: string } }[] }).data.map((note) => ({
        id: String(note.id),
        text: note.attributes.text,
      }));
    };
    expect((await post(b, tokenB, "<p>From tab B</p>")).status).toBeLessThan(300);
    expect((await post(a, tokenA, "<p>From tab A</p>")).status).toBeLessThan(300);
    const seenByA = await list(a, tokenA);
    expect(seenByA.map((note) => note.text)).toEqual(
      expect.arrayContaining([expect.stringContaining("From tab B"), expect.stringContaining("From tab A")]),
    );
    expect(new Set(seenByA.map((note) => note.id)).size).toBe(seenByA.length);
    expect(await list(b, tokenB)).toEqual(seenByA);
  });
});

type Command =
  | { readonly tab: number; readonly kind: "add" }
  | { readonly tab: number; readonly kind: "edit" | "remove"; readonly pick: number };

const commandOf = (tabs: number): fc.Arbitrary<Command> =>
  fc.oneof(
    fc.record({ tab: fc.nat(tabs - 1), kind: fc.constant("add" as const) }),
    fc.record({ tab: fc.nat(tabs - 1), kind: fc.constantFrom("edit" as const, "remove" as const), pick: fc.nat() }),
  );

describe("tabs writing in any interleaving (issue 20)", () => {
  it("the stored rows are every acknowledged write: none lost or overwritten, ids unique, each tab sees them all", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 3 }).chain((tabs) =>
          fc.record({
            tabs: fc.constant(tabs),
            // Batches of commands sent at once: each tab's units queue in its router, the lock orders the tabs.
            batches: fc.array(fc.array(commandOf(tabs), { minLength: 1, maxLength: 4 }), { maxLength: 8 }),
            yields: fc.array(fc.nat(3), { minLength: 1, maxLength: 16 }),
            logLimit: fc.constantFrom(3, 500),
          }),
        ),
        async ({ tabs, batches, yields, logLimit }) => {
          vi.stubGlobal("indexedDB", (device = emptyDevice()));
          name = `lectern-demo-model-${(databases += 1)}`;
          let turn = 0;
          // Tabs take the lock after a few turns of the event loop, so which one gets it next varies.
          const lock = sharedLock(async () => {
            for (let index = yields[turn++ % yields.length]!; index > 0; index -= 1)
              await new Promise((resolve) => setTimeout(resolve, 0));
          });
          const opened: DemoDatabase[] = [];
          for (let index = 0; index < tabs; index += 1) opened.push(await openTab(lock, logLimit));
          // What every acknowledged write left: the mails by id.
          const model = new Map<string, string>(seeded.outbox.map((mail) => [mail.id, mail.text]));
          let written = 0;
          const run = (command: Command): Promise<void> => {
            const tab = opened[command.tab]!;
            return tab.exclusive(() => {
              const text = `tab ${command.tab} write ${(written += 1)}`;
              if (command.kind === "add") {
                const mail = sendMail(tab, text);
                model.set(mail.id, mail.text);
                return;
              }
              const outbox = tab.data.outbox;
              if (!outbox.length) return;
              const target = outbox[command.pick % outbox.length]!;
              if (command.kind === "edit") {
                tab.mutate(() => Object.assign(target, { text }), target);
                model.set(target.id, text);
              } else {
                tab.mutate((data) => (data.outbox = data.outbox.filter((mail) => mail !== target)));
                model.delete(target.id);
              }
            });
          };
          for (const batch of batches) await Promise.all(batch.map(run));

          const fresh = await reopened();
          expect(new Map(fresh.outbox.map((mail) => [mail.id, mail.text]))).toEqual(model);
          expect(new Set(fresh.outbox.map((mail) => mail.id)).size).toBe(fresh.outbox.length);
          const adds = batches.flat().filter((command) => command.kind === "add").length;
          expect(fresh.counters.mails).toBe(seeded.counters.mails + adds);
          for (const tab of opened) expect(await seenBy(tab)).toEqual(fresh);
        },
      ),
      { numRuns: 60 },
    );
  });
});
