import { type IDBPDatabase, type IDBPTransaction, openDB } from "idb";
import type { DemoChanges, OtherTabChanges } from "./DemoChanges";
import type { DemoPersistence } from "./DemoPersistence";
import { type DemoTabLock, passThroughTabLock } from "./DemoTabLock";
import type { DemoCounters, DemoSnapshot } from "./DemoSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable, SESSION_ROW_TABLES, type SessionRowTable } from "./demoTables";
import { RowKeys } from "./RowKeys";

export const DEMO_IDB_NAME = "lectern-demo";
/** Whole snapshots: an older build's database to move into the tables, or records set aside. */
export const SNAPSHOT_STORE = "snapshot";
/**
 * Version 1 held one whole snapshot; version 2 a store per table; version 3 indexes rows read by
 * session; version 4 adds the change log other tabs catch up from; version 5 the slides' tables.
 */
export const DEMO_IDB_VERSION = 5;
/** The index of SESSION_ROW_TABLES' stores on their rows' session. */
export const BY_SESSION_INDEX = "sessionId";
/** The schema version and the counters, under META_KEY: present once the tables hold the database. */
export const META_STORE = "meta";
export const META_KEY = "current";
/** The generation under META_STORE: how many writes the tables have had (absent: none since version 4). */
export const GENERATION_KEY = "generation";
/**
 * What each write changed, under its generation (ChangeLogEntry): what a tab reads when it takes the
 * lock after another tab wrote. Pruned by the writes themselves to the last `changeLogLimit` entries.
 */
export const CHANGE_LOG_STORE = "changes";
/** Entries the log keeps by default: a tab further behind than that reloads every table. */
export const CHANGE_LOG_LIMIT = 500;

/** One write in the change log: the keys it put or removed per table, and the counters it stored. */
export interface ChangeLogEntry {
  readonly generation: number;
  /** The tab that wrote (IdbDemoPersistence.tabId). */
  readonly writer: string;
  /** A whole save (the seed, a reset, a migration): every tab that has not seen it reloads everything. */
  readonly reload?: true;
  readonly tables: Readonly<Record<string, { readonly put: readonly number[]; readonly remove: readonly number[] }>>;
  readonly counters: DemoCounters | null;
}

export interface IdbDemoPersistenceOptions {
  /** Taken around every unit of backend work (DemoDatabase.exclusive): webLocksTabLock in the tab. */
  readonly lock?: DemoTabLock;
  /** Change-log entries kept (CHANGE_LOG_LIMIT by default; tests make it small). */
  readonly changeLogLimit?: number;
}

interface StoredMeta {
  readonly schemaVersion: number;
  readonly counters: DemoCounters;
}

export type Database = IDBPDatabase<unknown>;
type Tx = IDBPTransaction<unknown, string[], "readwrite" | "readonly">;

/** A table's stored rows, or why one of them could not be read. */
export type ReadRow =
  { readonly key: number; readonly row: unknown } | { readonly key: number; readonly error: unknown };

const isRow = (value: unknown): value is DemoRow =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The backend's tables in IndexedDB database 'lectern-demo': one object store per table (its rows
 * under ascending numeric keys, so a table reads back in the order rows were added) and a meta
 * record. A request's changes are one transaction over the stores they touch, so a write costs its
 * rows whatever the library holds.
 *
 * An older build kept the whole database as one record of the 'snapshot' store. Opening such a
 * browser moves it into the tables in one transaction that counts every store before it deletes the
 * record (the move commits whole or not at all). A record that cannot be read is never written over:
 * it stays in 'snapshot' (set aside) and the tables start beside it; a row that cannot be read stays
 * under its key, is named in `skippedRows`, and the rest loads.
 */
export class IdbDemoPersistence implements DemoPersistence {
  #db: Promise<Database> | null = null;
  #keys = new RowKeys();
  /** The older build's record this database came from, deleted once it is in the tables. */
  #legacyKey: string | null = null;
  keptAside = false;
  skippedRows: string[] = [];
  deferred = false;
  readonly tabLock: DemoTabLock;
  /** Names this tab's writes in the change log. */
  readonly tabId: string = newTabId();
  readonly #changeLogLimit: number;
  /** The last generation this tab has seen: everything up to it is in its tables. */
  #generation = 0;

  constructor(
    private readonly name: string = DEMO_IDB_NAME,
    options: IdbDemoPersistenceOptions = {},
  ) {
    this.tabLock = options.lock ?? passThroughTabLock;
    this.#changeLogLimit = options.changeLogLimit ?? CHANGE_LOG_LIMIT;
  }

  async load(): Promise<DemoSnapshot | null> {
    const db = await this.open();
    const tx = db.transaction([SNAPSHOT_STORE, META_STORE], "readonly");
    const legacyKeys = (await tx.objectStore(SNAPSHOT_STORE).getAllKeys()).map(String);
    const meta = (await tx.objectStore(META_STORE).get(META_KEY)) as StoredMeta | undefined;
    if (meta) {
      this.keptAside = legacyKeys.length > 0;
      // A reload (another tab saved everything, or this one fell too far behind) starts the keys again.
      this.#keys.clear();
      return this.#readTables(db);
    }
    this.keptAside = legacyKeys.length > 1;
    if (!legacyKeys.length) return null;
    // An older build's whole snapshot (the last key is the one in use): loaded only where one is kept.
    const { openLegacySnapshot } = await import("./openLegacySnapshot");
    const legacy = await openLegacySnapshot(db, legacyKeys, this.keptAside);
    this.#legacyKey = legacy.key;
    // This schema's snapshot moves into the tables now; an older one once openStoredSnapshot migrated it.
    if (legacy.current) await this.save(legacy.current);
    return legacy.stored;
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    const db = await this.open();
    this.#keys.clear();
    this.deferred = false;
    const tx = db.transaction([SNAPSHOT_STORE, META_STORE, CHANGE_LOG_STORE, ...DEMO_TABLES], "readwrite");
    // Read first, while the transaction is surely active: the generation this save comes after.
    const generation = ((await tx.objectStore(META_STORE).get(GENERATION_KEY)) as number | undefined) ?? 0;
    const writes: Promise<unknown>[] = [];
    for (const table of DEMO_TABLES) {
      const store = tx.objectStore(table);
      writes.push(store.clear());
      for (const row of snapshot[table] as readonly DemoRow[])
        writes.push(store.put(row, this.#keys.keyFor(table, row)));
    }
    writes.push(tx.objectStore(META_STORE).put(metaOf(snapshot), META_KEY));
    // Every tab behind this generation reloads: the log before it names keys of rows that are gone.
    const log = tx.objectStore(CHANGE_LOG_STORE);
    const entry: ChangeLogEntry = {
      generation: generation + 1,
      writer: this.tabId,
      reload: true,
      tables: {},
      counters: null,
    };
    writes.push(log.clear(), log.put(entry, entry.generation));
    writes.push(tx.objectStore(META_STORE).put(entry.generation, GENERATION_KEY));
    await Promise.all(writes);
    // Counted inside the transaction: a store short of rows aborts it, and nothing changes.
    for (const table of DEMO_TABLES) {
      const count = await tx.objectStore(table).count();
      if (count !== snapshot[table].length) {
        tx.done.catch(() => undefined);
        tx.abort();
        throw new Error(`The ${table} table holds ${count} rows after saving ${snapshot[table].length}.`);
      }
    }
    if (this.#legacyKey !== null) await tx.objectStore(SNAPSHOT_STORE).delete(this.#legacyKey);
    this.#legacyKey = null;
    await tx.done;
    this.#generation = entry.generation;
  }

  async saveChanges(changes: DemoChanges): Promise<void> {
    // Loaded with the first write: the sign-in page's backend only reads (or seeds a fresh browser).
    const { writeRowChanges } = await import("./writeRowChanges");
    const generation = await writeRowChanges(await this.open(), this.#keys, changes, {
      writer: this.tabId,
      known: this.#generation,
      keep: this.#changeLogLimit,
    });
    if (generation !== null) this.#generation = generation;
  }

  /**
   * What other tabs wrote since this one last read or wrote (read under the lock, before a unit of
   * work): null when nothing (one read of the generation), the rows they put or removed, or a reload
   * when the log no longer reaches back this far or a whole save came between. Keys of rows put are
   * known from now on; `wanted` says which of the new ones the caller takes into its tables (a deferred
   * table's rows of sessions it never read stay unread, their keys only reserved).
   */
  async changesFromOtherTabs(wanted: (table: DemoTable, row: DemoRow) => boolean): Promise<OtherTabChanges | null> {
    const db = await this.open();
    const generation = ((await db.get(META_STORE, GENERATION_KEY)) as number | undefined) ?? 0;
    if (generation === this.#generation) return null;
    // Loaded the first time another tab wrote: a single tab never needs it.
    const { readOtherTabsChanges } = await import("./readOtherTabsChanges");
    const read = await readOtherTabsChanges(db, this.#keys, this.#generation, wanted);
    if (read.changes.kind === "rows") this.#generation = read.generation;
    return read.changes;
  }

  async loadSessionRows(table: SessionRowTable, sessionId: string): Promise<readonly DemoRow[]> {
    const db = await this.open();
    const tx = db.transaction(table, "readonly");
    tx.done.catch(() => undefined);
    const index = tx.objectStore(table).index(BY_SESSION_INDEX);
    const keys = (await index.getAllKeys(sessionId)) as number[];
    let read: ReadRow[];
    try {
      const rows = await index.getAll(sessionId);
      read = rows.length === keys.length ? keys.map((key, position) => ({ key, row: rows[position] })) : [];
      if (read.length !== keys.length) throw new Error("The rows changed while they were read.");
    } catch {
      // One row that cannot be read must not hide the others: each alone, the unreadable one left stored.
      read = await (await import("./readRowByRow")).readRowByRow(db, table, keys);
    }
    // Index order is key order within one session: the order the rows were added.
    const rows: DemoRow[] = [];
    for (const entry of read) {
      if (!("row" in entry) || !isRow(entry.row)) continue;
      this.#keys.remember(table, entry.row, entry.key);
      rows.push(entry.row);
    }
    return rows;
  }

  async setAside(): Promise<void> {
    this.keptAside = true;
    // The record stays under its key; the tables start beside it.
    this.#legacyKey = null;
  }

  async #readTables(db: Database): Promise<DemoSnapshot> {
    const skipped: string[] = [];
    const tx = db.transaction([META_STORE, ...DEMO_TABLES], "readonly") as unknown as Tx;
    // A row that fails to read ends this transaction; its table is then read row by row.
    tx.done.catch(() => undefined);
    // In the tables' transaction, so the generation is the one these rows are at.
    const [meta, generation] = (await Promise.all([
      tx.objectStore(META_STORE).get(META_KEY),
      tx.objectStore(META_STORE).get(GENERATION_KEY),
    ])) as [StoredMeta, number | undefined];
    const snapshot: Record<string, unknown> = { schemaVersion: meta.schemaVersion, counters: meta.counters };
    // Tables read by session are left for loadSessionRows; only their last key is needed now.
    const deferred = new Set<DemoTable>(SESSION_ROW_TABLES);
    const [reads, lastKeys] = await Promise.all([
      Promise.all(DEMO_TABLES.map((table) => (deferred.has(table) ? [] : readTable(db, tx, table)))),
      Promise.all(
        SESSION_ROW_TABLES.map(async (table) => (await tx.objectStore(table).openKeyCursor(null, "prev"))?.key),
      ),
    ]);
    SESSION_ROW_TABLES.forEach((table, index) => {
      const last = lastKeys[index];
      if (typeof last === "number") this.#keys.reserve(table, last);
    });
    this.deferred = true;
    DEMO_TABLES.forEach((table, index) => {
      const rows: DemoRow[] = [];
      for (const read of reads[index]!) {
        if ("row" in read && isRow(read.row)) {
          this.#keys.remember(table, read.row, read.key);
          rows.push(read.row);
        } else {
          this.#keys.reserve(table, read.key);
          skipped.push(`${table} row ${read.key}: ${"error" in read ? describe(read.error) : "not a row"}`);
        }
      }
      snapshot[table] = rows;
    });
    this.skippedRows = skipped;
    this.#generation = generation ?? 0;
    return snapshot as unknown as DemoSnapshot;
  }

  /** Opened lazily so constructing the adapter never touches IndexedDB (e.g. during SSR or tests). */
  private open(): Promise<Database> {
    this.#db ??= openDB(this.name, DEMO_IDB_VERSION, {
      upgrade(db, _oldVersion, _newVersion, tx) {
        for (const store of [SNAPSHOT_STORE, META_STORE, CHANGE_LOG_STORE, ...DEMO_TABLES]) {
          if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
        }
        for (const table of SESSION_ROW_TABLES) {
          const store = tx.objectStore(table);
          if (!store.indexNames.contains(BY_SESSION_INDEX)) store.createIndex(BY_SESSION_INDEX, "sessionId");
        }
      },
    });
    return this.#db;
  }
}

const newTabId = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const metaOf = (snapshot: DemoSnapshot): StoredMeta => ({
  schemaVersion: snapshot.schemaVersion,
  counters: snapshot.counters,
});

/** A table's rows in key order; row by row (loaded then) when reading them all at once fails. */
const readTable = async (db: Database, tx: Tx, table: DemoTable): Promise<ReadRow[]> => {
  const store = tx.objectStore(table);
  const keys = (await store.getAllKeys()) as number[];
  try {
    const rows = await store.getAll();
    if (rows.length === keys.length) return keys.map((key, index) => ({ key, row: rows[index] }));
  } catch {
    // Below, each row in a transaction of its own (the failed request ended this one).
  }
  return (await import("./readRowByRow")).readRowByRow(db, table, keys);
};
