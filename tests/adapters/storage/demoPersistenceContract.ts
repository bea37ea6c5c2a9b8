import type { DemoChanges } from "@lectern/adapters/demo/db/DemoChanges";
import type { DemoPersistence } from "@lectern/adapters/demo/db/DemoPersistence";
import {
  DEMO_SCHEMA_VERSION,
  type DemoCounters,
  type DemoSnapshot,
  ZERO_DEMO_COUNTERS,
} from "@lectern/adapters/demo/db/DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable } from "@lectern/adapters/demo/db/demoTables";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

export type ClosablePersistence = DemoPersistence & { close?(): Promise<void> };

export interface ContractOptions {
  /** fast-check runs of the crash property (each may reopen a few times: keep it small on slow stores). */
  readonly runs?: number;
  /** Per test, for stores whose open takes seconds. */
  readonly timeoutMs?: number;
}

/** A row of the tables the property plays with: enough to tell rows and their versions apart. */
interface PlayRow {
  readonly id: string;
  text: string;
}

const PLAY_TABLES = ["tags", "notes", "pois"] as const satisfies readonly DemoTable[];
type PlayTable = (typeof PLAY_TABLES)[number];

/** Every table empty but those given (rows are only stored and compared here, so any shape serves). */
const snapshotWith = (tables: Partial<Record<DemoTable, readonly object[]>> = {}): DemoSnapshot => {
  const snapshot: Record<string, unknown> = { schemaVersion: DEMO_SCHEMA_VERSION, counters: { ...ZERO_DEMO_COUNTERS } };
  for (const table of DEMO_TABLES) snapshot[table] = [...(tables[table] ?? [])];
  return snapshot as unknown as DemoSnapshot;
};

const tag = (id: string, text = id): PlayRow => ({ id, text });

/** The snapshot as a plain copy: what a reopened store must give back. */
const copyOf = (snapshot: DemoSnapshot): DemoSnapshot => JSON.parse(JSON.stringify(snapshot)) as DemoSnapshot;

const rowsOf = (snapshot: DemoSnapshot, table: DemoTable): DemoRow[] => snapshot[table] as DemoRow[];

const changes = (
  tables: Partial<Record<DemoTable, { put?: readonly object[]; remove?: readonly object[] }>>,
  counters: DemoCounters | null = null,
): DemoChanges => ({
  tables: new Map(
    Object.entries(tables).map(([table, { put = [], remove = [] }]) => [
      table as DemoTable,
      { put: put as DemoRow[], remove: remove as DemoRow[] },
    ]),
  ),
  counters,
});

/** One step of the property: what a request did to the tables, then flushed as one saveChanges. */
type Edit =
  | { readonly kind: "add"; readonly table: PlayTable; readonly text: string }
  | { readonly kind: "edit"; readonly table: PlayTable; readonly pick: number; readonly text: string }
  | { readonly kind: "remove"; readonly table: PlayTable; readonly pick: number }
  | { readonly kind: "counters"; readonly tags: number };

interface Step {
  readonly edits: readonly Edit[];
  /** The store stops while this step's write is in flight (closed without waiting for it), then reopens. */
  readonly crash: boolean;
}

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("add" as const), table: fc.constantFrom(...PLAY_TABLES), text: fc.string() }),
  fc.record({
    kind: fc.constant("edit" as const),
    table: fc.constantFrom(...PLAY_TABLES),
    pick: fc.nat(),
    text: fc.string(),
  }),
  fc.record({ kind: fc.constant("remove" as const), table: fc.constantFrom(...PLAY_TABLES), pick: fc.nat() }),
  fc.record({ kind: fc.constant("counters" as const), tags: fc.nat(1000) }),
);

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  edits: fc.array(editArbitrary, { minLength: 1, maxLength: 4 }),
  crash: fc.boolean().chain((first) => (first ? fc.boolean() : fc.constant(false))),
});

/**
 * Applies a step to the live snapshot as handlers do (rows edited in place, removed by filtering,
 * added at the end) and returns what a flush would hand the store, as RowTracker computes it.
 */
const applyStep = (snapshot: DemoSnapshot, step: Step, nextId: () => string): DemoChanges => {
  const touched = new Map<PlayTable, { put: Set<PlayRow>; remove: Set<PlayRow> }>();
  const added = new Set<PlayRow>();
  const of = (table: PlayTable) => {
    let entry = touched.get(table);
    if (!entry) touched.set(table, (entry = { put: new Set(), remove: new Set() }));
    return entry;
  };
  let countersChanged = false;
  for (const edit of step.edits) {
    if (edit.kind === "counters") {
      countersChanged ||= snapshot.counters.tags !== edit.tags;
      snapshot.counters.tags = edit.tags;
      continue;
    }
    const rows = snapshot[edit.table] as unknown as PlayRow[];
    if (edit.kind === "add") {
      const row = tag(nextId(), edit.text);
      rows.push(row);
      added.add(row);
      of(edit.table).put.add(row);
    } else if (rows.length) {
      const row = rows[edit.pick % rows.length]!;
      if (edit.kind === "edit") {
        row.text = edit.text;
        of(edit.table).put.add(row);
      } else {
        (snapshot as unknown as Record<PlayTable, PlayRow[]>)[edit.table] = rows.filter((other) => other !== row);
        of(edit.table).put.delete(row);
        // Added and removed before one flush: the tracker never tells the store about it.
        if (!added.has(row)) of(edit.table).remove.add(row);
      }
    }
  }
  return changes(
    Object.fromEntries(
      [...touched].map(([table, { put, remove }]) => [
        table,
        // Puts in table order, as the tracker lists them.
        { put: (snapshot[table] as unknown as PlayRow[]).filter((row) => put.has(row)), remove: [...remove] },
      ]),
    ),
    countersChanged ? snapshot.counters : null,
  );
};

/**
 * What every DemoPersistence must do, whatever it stores in. `open` gives an instance on new,
 * empty storage; `reopen` a new instance on the storage `open` last gave (as after a restart). The
 * suite closes every instance it opened.
 */
export const demoPersistenceContract = (
  name: string,
  open: () => Promise<ClosablePersistence>,
  reopen: () => Promise<ClosablePersistence>,
  { runs = 20, timeoutMs = 60_000 }: ContractOptions = {},
): void => {
  describe(`${name} (DemoPersistence contract)`, () => {
    let current: ClosablePersistence | null = null;

    const first = async () => (current = await open());
    /** Closes the instance in use and opens the same storage again. */
    const restart = async () => {
      await current?.close?.();
      current = null;
      return (current = await reopen());
    };

    afterEach(async () => {
      await current?.close?.();
      current = null;
    });

    it(
      "loads nothing from empty storage",
      async () => {
        const store = await first();
        expect(await store.load()).toBeNull();
        expect(store.keptAside).toBe(false);
        expect(store.skippedRows ?? []).toEqual([]);
      },
      timeoutMs,
    );

    it(
      "gives back a saved snapshot whole, rows in their order, after a restart",
      async () => {
        const snapshot = snapshotWith({
          tags: [tag("b"), tag("a"), tag("c")],
          users: [{ id: "u1", profile: { first_name: "Ada", nested: [1, { two: null }] }, utm: {} }],
          notes: [{ id: "n1", text: 'ünïcødé ✓ "quotes" \\ back\nline' }],
        });
        snapshot.counters.tags = 3;
        await (await first()).save(snapshot);
        const loaded = await (await restart()).load();
        expect(loaded).toEqual(snapshot);
        expect(rowsOf(loaded!, "tags").map((row) => (row as unknown as PlayRow).id)).toEqual(["b", "a", "c"]);
      },
      timeoutMs,
    );

    it(
      "keeps every string a handler can hold: NUL, half a surrogate pair, any other character",
      async () => {
        const store = await first();
        const odd = ["nul \u0000 inside", "half \ud83c of an emoji", "\udc00 low alone", "🎙 whole", "\u2028\u2029"];
        const snapshot = snapshotWith({ notes: odd.map((text, index) => tag(`n${index}`, text)) });
        await store.save(snapshot);
        const added = tag("later", "\u0000\ud800");
        snapshot.notes.push(added as never);
        await store.saveChanges(changes({ notes: { put: [added] } }));
        const loaded = await (await restart()).load();
        expect(rowsOf(loaded!, "notes").map((row) => (row as unknown as PlayRow).text)).toEqual([
          ...odd,
          "\u0000\ud800",
        ]);
      },
      timeoutMs,
    );

    it(
      "writes only the rows a change names (puts new and edited, removes), and the counters",
      async () => {
        const store = await first();
        const live = snapshotWith({ tags: [tag("1"), tag("2"), tag("3")], notes: [tag("n1"), tag("n2")] });
        await store.save(live);
        const stored = copyOf(live);
        // Edited in place and named; added; removed by a filter; a note edited but not named.
        const [one, two] = rowsOf(live, "tags") as unknown as PlayRow[];
        one!.text = "one, edited";
        const four = tag("4");
        live.tags = [...live.tags.filter((row) => row !== (two as unknown)), four as never];
        (rowsOf(live, "notes")[0] as unknown as PlayRow).text = "not named: stays as stored";
        live.counters.tags = 4;
        await store.saveChanges(changes({ tags: { put: [one!, four], remove: [two!] } }, live.counters));
        const expected = copyOf(live);
        expected.notes = stored.notes;
        expect(await (await restart()).load()).toEqual(expected);
      },
      timeoutMs,
    );

    it(
      "keeps the order when a row is removed and another added, across restarts",
      async () => {
        const store = await first();
        const live = snapshotWith({ tags: [tag("a"), tag("b"), tag("c")] });
        await store.save(live);
        const [, b, c] = rowsOf(live, "tags");
        live.tags = live.tags.filter((row) => row !== b && row !== c);
        const d = tag("d");
        live.tags.push(d as never);
        await store.saveChanges(changes({ tags: { put: [d], remove: [b!, c!] } }));
        // A restart, then a row added after the loaded ones lands after them.
        const reopened = await restart();
        const loaded = (await reopened.load())!;
        expect(rowsOf(loaded, "tags")).toEqual([tag("a"), tag("d")]);
        const e = tag("e");
        loaded.tags.push(e as never);
        const [a] = rowsOf(loaded, "tags") as unknown as PlayRow[];
        a!.text = "a, edited after the restart";
        await reopened.saveChanges(changes({ tags: { put: [a!, e] } }));
        expect(rowsOf((await (await restart()).load())!, "tags")).toEqual([
          tag("a", "a, edited after the restart"),
          tag("d"),
          tag("e"),
        ]);
      },
      timeoutMs,
    );

    it(
      "replaces everything with a whole save after changes, and goes on from it",
      async () => {
        const store = await first();
        const before = snapshotWith({ tags: [tag("old-1"), tag("old-2")], pois: [tag("p")] });
        await store.save(before);
        const extra = tag("old-3");
        before.tags.push(extra as never);
        await store.saveChanges(changes({ tags: { put: [extra] } }));
        const after = snapshotWith({ tags: [tag("new-1")], notes: [tag("n")] });
        after.counters.notes = 1;
        await store.save(after);
        const added = tag("new-2");
        after.tags.push(added as never);
        const [edited] = rowsOf(after, "notes") as unknown as PlayRow[];
        edited!.text = "edited";
        await store.saveChanges(changes({ tags: { put: [added] }, notes: { put: [edited!] } }));
        expect(await (await restart()).load()).toEqual(copyOf(after));
      },
      timeoutMs,
    );

    it(
      "reads transcripts by session when asked, not at load (issue 20), and writes them as any row",
      async () => {
        const line = (id: string, sessionId: string, text = id) => ({ id, sessionId, text });
        const live = snapshotWith({
          transcripts: [line("t1", "s1"), line("t2", "s2"), line("t3", "s1"), line("t4", "s3")],
          tags: [tag("a")],
        });
        await (await first()).save(live);
        const reopened = await restart();
        const loaded = (await reopened.load())!;
        expect(reopened.deferred).toBe(true);
        expect(rowsOf(loaded, "transcripts")).toEqual([]);
        expect(rowsOf(loaded, "tags")).toEqual([tag("a")]);
        const s1 = [...(await reopened.loadSessionRows!("transcripts", "s1"))];
        expect(s1).toEqual([line("t1", "s1"), line("t3", "s1")]);
        expect(await reopened.loadSessionRows!("transcripts", "nobody")).toEqual([]);
        // Edited, removed and added after a deferred load: keys known from the read, a new one after the last.
        const [t1, t3] = s1 as unknown as { text: string }[];
        t1!.text = "edited";
        const t5 = line("t5", "s1");
        await reopened.saveChanges(changes({ transcripts: { put: [t1!, t5], remove: [t3!] } }));
        const again = await restart();
        await again.load();
        expect(await again.loadSessionRows!("transcripts", "s1")).toEqual([line("t1", "s1", "edited"), t5]);
        expect(await again.loadSessionRows!("transcripts", "s3")).toEqual([line("t4", "s3")]);
        // A whole save leaves every row in memory: nothing is deferred until the next load.
        await again.save(snapshotWith({ transcripts: [line("t9", "s9")] }));
        expect(again.deferred).toBe(false);
      },
      timeoutMs,
    );

    it(
      "after restarts at any moment, holds every acknowledged change (and a write in flight whole or not at all)",
      async () => {
        await first();
        let ids = 0;
        const nextId = () => `row-${(ids += 1)}`;
        await fc.assert(
          fc.asyncProperty(fc.array(stepArbitrary, { maxLength: 8 }), async (steps) => {
            let store = current!;
            let live = snapshotWith({ tags: [tag(nextId())], notes: [tag(nextId()), tag(nextId())] });
            await store.save(live);
            let acknowledged = copyOf(live);
            for (const step of steps) {
              const write = store.saveChanges(applyStep(live, step, nextId));
              if (!step.crash) {
                await write;
                acknowledged = copyOf(live);
                continue;
              }
              // Stopped with the write in flight: it may land or not, but never in part.
              const inFlight = copyOf(live);
              const closing = store.close?.();
              await Promise.allSettled([write, closing]);
              current = null;
              store = await reopen();
              current = store;
              const loaded = await store.load();
              expect([acknowledged, inFlight]).toContainEqual(loaded);
              live = loaded!;
              acknowledged = copyOf(live);
            }
            store = await restart();
            expect(await store.load()).toEqual(acknowledged);
          }),
          { numRuns: runs },
        );
      },
      timeoutMs * Math.max(1, runs / 4),
    );
  });
};
