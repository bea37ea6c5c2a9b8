import type { DemoChanges } from "./DemoChanges";
import type { DemoPersistence } from "./DemoPersistence";
import type { DemoCounters, DemoSnapshot } from "./DemoSnapshot";
import { isWholeCurrentSnapshot } from "./isWholeCurrentSnapshot";
import { DEMO_TABLES, type DemoRow, type DemoTable, SESSION_ROW_TABLES, type SessionRowTable } from "./demoTables";
import { RowKeys } from "./RowKeys";

/** A row changed in the live database that no flush wrote: a handler forgot to name it. */
export class UnsavedRowError extends Error {}

interface Options {
  /**
   * After every save, compare the live database with what was stored and throw on any difference
   * (a row edited without DemoDatabase.touch, an insertion out of order). On by default: tests and
   * contract suites run on this store. Off where the cost matters (a tab that fell back to memory).
   */
  readonly checkWrites?: boolean;
}

/**
 * Keeps the tables as JSON rows by key, as a real store would (IndexedDB's structured clone, a
 * database's rows), so later in-place edits of the live database cannot leak into what counts as
 * saved. A whole snapshot given at construction (any schema, as an older build left it) is what
 * `load` answers until the first save, like a stored record to migrate.
 */
export class MemoryDemoPersistence implements DemoPersistence {
  #legacy: string | null;
  #meta: { schemaVersion: number; counters: string } | null = null;
  #tables = new Map<DemoTable, Map<number, string>>();
  #keys = new RowKeys();
  readonly #checkWrites: boolean;
  /** Whole saves (seed, reset, migration): a flush that changed rows is not one. */
  saves = 0;
  /** Writes of changed rows. */
  rowWrites = 0;
  /** The records set aside, as they were saved (JSON). */
  readonly setAsideRecords: string[] = [];
  keptAside = false;
  deferred = false;
  /** The sessions whose deferred rows were read since the last load (assertSaved checks them whole). */
  #readSessions = new Map<SessionRowTable, Set<string>>();

  constructor(initial: DemoSnapshot | null = null, options: Options = {}) {
    this.#legacy = initial ? JSON.stringify(initial) : null;
    this.#checkWrites = options.checkWrites ?? true;
  }

  async load(): Promise<DemoSnapshot | null> {
    if (this.#legacy !== null) {
      const stored = JSON.parse(this.#legacy) as DemoSnapshot;
      // A whole snapshot of this schema moves into the tables as it opens, as in the tab; any other
      // is left for openStoredSnapshot to migrate or set aside.
      if (isWholeCurrentSnapshot(stored)) await this.save(stored);
      return stored;
    }
    if (!this.#meta) return null;
    const snapshot: Record<string, unknown> = {
      schemaVersion: this.#meta.schemaVersion,
      counters: JSON.parse(this.#meta.counters) as DemoCounters,
    };
    const deferred = new Set<DemoTable>(SESSION_ROW_TABLES);
    this.#readSessions.clear();
    for (const table of DEMO_TABLES) {
      const rows: DemoRow[] = [];
      if (deferred.has(table)) {
        // Read by session (loadSessionRows), as the tab and the server do: only the last key now.
        for (const key of this.#rowsOf(table).keys()) this.#keys.reserve(table, key);
        snapshot[table] = rows;
        continue;
      }
      for (const [key, json] of this.#rowsOf(table)) {
        const row = JSON.parse(json) as DemoRow;
        this.#keys.remember(table, row, key);
        rows.push(row);
      }
      snapshot[table] = rows;
    }
    this.deferred = true;
    return snapshot as unknown as DemoSnapshot;
  }

  async loadSessionRows(table: SessionRowTable, sessionId: string): Promise<readonly DemoRow[]> {
    let read = this.#readSessions.get(table);
    if (!read) this.#readSessions.set(table, (read = new Set()));
    read.add(sessionId);
    const rows: DemoRow[] = [];
    for (const [key, json] of this.#rowsOf(table)) {
      const row = JSON.parse(json) as DemoRow & { readonly sessionId?: unknown };
      if (row.sessionId !== sessionId) continue;
      this.#keys.remember(table, row, key);
      rows.push(row);
    }
    return rows;
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    this.#legacy = null;
    this.deferred = false;
    this.#readSessions.clear();
    this.#tables.clear();
    this.#keys.clear();
    for (const table of DEMO_TABLES) {
      const rows = this.#rowsOf(table);
      for (const row of snapshot[table] as readonly DemoRow[])
        rows.set(this.#keys.keyFor(table, row), JSON.stringify(row));
    }
    this.#meta = { schemaVersion: snapshot.schemaVersion, counters: JSON.stringify(snapshot.counters) };
    this.saves += 1;
  }

  async saveChanges(changes: DemoChanges): Promise<void> {
    for (const [table, { put, remove }] of changes.tables) {
      const rows = this.#rowsOf(table);
      for (const row of remove) {
        const key = this.#keys.keyOf(row);
        if (key !== null) rows.delete(key);
        this.#keys.forget(row);
      }
      for (const row of put) rows.set(this.#keys.keyFor(table, row), JSON.stringify(row));
    }
    if (changes.counters && this.#meta) this.#meta.counters = JSON.stringify(changes.counters);
    this.rowWrites += 1;
  }

  async setAside(): Promise<void> {
    this.keptAside = true;
    if (this.#legacy !== null) this.setAsideRecords.push(this.#legacy);
    this.#legacy = null;
    this.#meta = null;
    this.#tables.clear();
  }

  assertSaved(snapshot: DemoSnapshot): void {
    if (!this.#checkWrites) return;
    if (this.#meta && this.#meta.counters !== JSON.stringify(snapshot.counters))
      throw new UnsavedRowError("The counters changed but were not saved.");
    for (const table of DEMO_TABLES) {
      if (this.deferred && (SESSION_ROW_TABLES as readonly DemoTable[]).includes(table)) {
        this.#assertSessionRowsSaved(table as SessionRowTable, snapshot);
        continue;
      }
      const stored = [...this.#rowsOf(table).values()];
      const live = snapshot[table] as readonly DemoRow[];
      if (stored.length !== live.length)
        throw new UnsavedRowError(`${table}: ${live.length} rows live, ${stored.length} saved.`);
      live.forEach((row, index) => {
        if (JSON.stringify(row) !== stored[index])
          throw new UnsavedRowError(
            `${table}[${index}] changed without being saved (name it in DemoDatabase.mutate or touch): ${JSON.stringify(row).slice(0, 200)}`,
          );
      });
    }
  }

  /**
   * A deferred table holds in memory only the sessions read so far, each whole: each of those
   * sessions' stored rows must be live and equal, and every live row stored under its key.
   */
  #assertSessionRowsSaved(table: SessionRowTable, snapshot: DemoSnapshot): void {
    const read = this.#readSessions.get(table) ?? new Set<string>();
    const live = snapshot[table] as readonly (DemoRow & { readonly sessionId: string })[];
    const stored = this.#rowsOf(table);
    for (const row of live) {
      const key = this.#keys.keyOf(row);
      if (key === null || stored.get(key) !== JSON.stringify(row))
        throw new UnsavedRowError(`${table}: a row of session ${row.sessionId} changed without being saved.`);
      if (!read.has(row.sessionId))
        throw new UnsavedRowError(
          `${table}: session ${row.sessionId}'s rows were used without DemoDatabase.sessionRows.`,
        );
    }
    const liveKeys = new Set(live.map((row) => this.#keys.keyOf(row)));
    for (const [key, json] of stored) {
      const { sessionId } = JSON.parse(json) as { readonly sessionId: string };
      if (read.has(sessionId) && !liveKeys.has(key))
        throw new UnsavedRowError(`${table}: row ${key} of session ${sessionId} is stored but no longer live.`);
    }
  }

  #rowsOf(table: DemoTable): Map<number, string> {
    let rows = this.#tables.get(table);
    if (!rows) this.#tables.set(table, (rows = new Map()));
    return rows;
  }
}
