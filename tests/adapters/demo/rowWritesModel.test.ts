import { DemoDatabase } from "@lectern/adapters/demo/db/DemoDatabase";
import type { DemoPersistence } from "@lectern/adapters/demo/db/DemoPersistence";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { DEMO_TABLES, type DemoTable } from "@lectern/adapters/demo/db/demoTables";
import { IdbDemoPersistence } from "@lectern/adapters/demo/db/IdbDemoPersistence";
import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyDevice, stubIndexedDbGlobals } from "../storage/fakeIndexedDb";

/**
 * Model-based (issue 20): random writes through DemoDatabase — rows added, edited in place (named),
 * removed, counters — with flushes and crashes at random points. After a crash the database reopened
 * from the store equals what the last finished flush acknowledged; a crash during a flush finds the
 * state before it or after it, never a mix (one transaction per flush).
 */

const TABLES: readonly DemoTable[] = ["pois", "notes", "outbox"];

type Command =
  | { readonly kind: "add"; readonly table: DemoTable; readonly value: number }
  | { readonly kind: "edit"; readonly table: DemoTable; readonly at: number; readonly value: number }
  | { readonly kind: "remove"; readonly table: DemoTable; readonly at: number }
  | { readonly kind: "count" }
  | { readonly kind: "flush" }
  | { readonly kind: "crash" }
  | { readonly kind: "crashDuringFlush" };

const table = fc.constantFrom(...TABLES);
const command: fc.Arbitrary<Command> = fc.oneof(
  // Weighted so tables fill up between crashes: edits and removals need rows to act on.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("add" as const), table, value: fc.integer() }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("edit" as const), table, at: fc.nat(6), value: fc.integer() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), table, at: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.constant({ kind: "count" as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: "flush" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "crash" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "crashDuringFlush" as const }) },
);

const emptySnapshot = (): DemoSnapshot => {
  const snapshot: Record<string, unknown> = { schemaVersion: DEMO_SCHEMA_VERSION, counters: { users: 0 } };
  for (const name of DEMO_TABLES) snapshot[name] = [];
  return snapshot as unknown as DemoSnapshot;
};

interface Row {
  id: number;
  value: number;
  nested: { values: number[] };
}

const rowsOf = (data: Readonly<DemoSnapshot>, name: DemoTable): Row[] => data[name] as unknown as Row[];

/** Resolves when the next write of rows reaches `persistence` (its transaction is then on the way). */
const writeStarted = (persistence: DemoPersistence): Promise<void> =>
  new Promise((resolve) => {
    const saveChanges = persistence.saveChanges.bind(persistence);
    persistence.saveChanges = (changes) => {
      persistence.saveChanges = saveChanges;
      const saving = saveChanges(changes);
      resolve();
      return saving;
    };
  });

const run = async (store: () => DemoPersistence, commands: readonly Command[]): Promise<void> => {
  let nextId = 1;
  let persistence = store();
  let db = await DemoDatabase.open(persistence, async () => emptySnapshot());
  let acknowledged = structuredClone(db.data);
  for (const step of commands) {
    if (step.kind === "add") {
      db.mutate((data) => {
        rowsOf(data, step.table).push({ id: nextId++, value: step.value, nested: { values: [] } });
      });
    } else if (step.kind === "edit") {
      const row = rowsOf(db.data, step.table)[step.at];
      if (!row) continue;
      db.mutate(() => {
        row.value = step.value;
        row.nested.values.push(step.value);
      }, row as never);
    } else if (step.kind === "remove") {
      const row = rowsOf(db.data, step.table)[step.at];
      if (!row) continue;
      db.mutate((data) => {
        (data[step.table] as unknown as Row[]) = rowsOf(data, step.table).filter((candidate) => candidate !== row);
      });
    } else if (step.kind === "count") {
      db.mutate((data) => {
        data.counters.users += 1;
      });
    } else if (step.kind === "flush") {
      await db.flush();
      acknowledged = structuredClone(db.data);
    } else {
      const before = acknowledged;
      const after = structuredClone(db.data);
      const writing = step.kind === "crashDuringFlush" ? writeStarted(persistence) : null;
      // As in the app, the flush ends a unit of work under the tabs' lock (DemoDatabase.exclusive), and
      // the next tab opens under it: a write on its way commits or aborts before that tab reads.
      const flushing = step.kind === "crashDuringFlush" ? db.exclusive(() => undefined) : null;
      // The tab dies once its write is on the way (or the flush found nothing to write).
      if (flushing) await Promise.race([writing, flushing]);
      // The tab is gone: what a new one opens is whatever the store committed.
      persistence = store();
      db = await DemoDatabase.open(persistence, async () => emptySnapshot());
      await flushing;
      const reopened = structuredClone(db.data);
      if (flushing) expect([before, after]).toContainEqual(reopened);
      else expect(reopened).toEqual(before);
      acknowledged = reopened;
    }
  }
  await db.flush();
  const final = structuredClone(db.data);
  expect((await DemoDatabase.open(store(), async () => emptySnapshot())).data).toEqual(final);
};

describe("row writes with crashes at random points: the store holds what was acknowledged", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("in memory (JSON rows, every write checked against the live tables)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 60 }), async (commands) => {
        const memory = new MemoryDemoPersistence();
        await run(() => memory, commands);
      }),
      { numRuns: 200 },
    );
  });

  it("in IndexedDB (a store per table, one transaction per flush)", async () => {
    stubIndexedDbGlobals();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
        vi.stubGlobal("indexedDB", emptyDevice());
        // One lock for the tabs of this device (the browser's Web Locks in the app).
        let chain: Promise<unknown> = Promise.resolve();
        const lock = {
          run: <T>(work: () => Promise<T>): Promise<T> => {
            const next = chain.then(work);
            chain = next.catch(() => undefined);
            return next;
          },
        };
        await run(() => new IdbDemoPersistence(undefined, { lock }), commands);
      }),
      { numRuns: 40 },
    );
  });
});
