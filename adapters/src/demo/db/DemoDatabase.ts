import type { OtherTabChanges } from "./DemoChanges";
import type { DemoPersistence } from "./DemoPersistence";
import { DEMO_SCHEMA_VERSION, DEMO_TABLE_COUNT, type DemoSnapshot } from "./DemoSnapshot";
import type { DemoStorageReport } from "./DemoStorageReport";
import { passThroughTabLock } from "./DemoTabLock";
import { type DemoRow, type DemoTable, SESSION_ROW_TABLES, type SessionRowTable } from "./demoTables";
import { RowTracker } from "./RowTracker";

/**
 * The backend's database: its tables in memory as plain arrays (handlers read them directly), and a
 * persistence that stores each row apart. Handlers change data through `mutate`; rows they edit in
 * place they name (`mutate`'s rows, or `touch`), rows they add or remove are found by the tracker.
 * The router flushes after each request: only the rows that changed are written, in one transaction.
 *
 * Several tabs may run the backend over one stored database (issue 20): every unit of work goes
 * through `exclusive`, which holds the persistence's lock across tabs and first takes in what the
 * others wrote, so each tab's tables, keys and counters are the stored ones when a unit starts.
 */
export class DemoDatabase {
  #snapshot: DemoSnapshot;
  #tracker: RowTracker;
  /** Deferred tables' sessions read so far (or being read); null when every row is in memory. */
  #readSessions: Map<string, Promise<void>> | null;

  private constructor(
    snapshot: DemoSnapshot,
    private readonly persistence: DemoPersistence,
    private readonly seed: () => Promise<DemoSnapshot>,
    /** Whether what is saved outlives this tab (a merge's reply says when it does not). */
    readonly durable: boolean,
    /** What went wrong with the stored data when it opened; null when nothing did. */
    readonly storage: DemoStorageReport | null,
  ) {
    this.#snapshot = snapshot;
    this.#tracker = new RowTracker(snapshot);
    this.#readSessions = persistence.deferred && persistence.loadSessionRows ? new Map() : null;
  }

  /**
   * Loads the stored tables, or seeds (and saves) fresh ones when nothing is stored. `durable`: false
   * when `persistence` lasts only as long as this tab. Anything but sound tables of this schema — an
   * older snapshot to migrate, one this build cannot read or a newer build's — goes to
   * openStoredSnapshot, which never saves over what it cannot read.
   */
  static open(persistence: DemoPersistence, seed: () => Promise<DemoSnapshot>, durable = true): Promise<DemoDatabase> {
    // Under the lock: a tab opening (or seeding an empty browser) while another writes reads all or none of it.
    return (persistence.tabLock ?? passThroughTabLock).run(() => DemoDatabase.#open(persistence, seed, durable));
  }

  static async #open(
    persistence: DemoPersistence,
    seed: () => Promise<DemoSnapshot>,
    durable: boolean,
  ): Promise<DemoDatabase> {
    let stored: DemoSnapshot | null = null;
    let failure: unknown = null;
    try {
      stored = await persistence.load();
    } catch (error) {
      failure = error ?? new Error("The stored demo data could not be read.");
    }
    const skipped = persistence.skippedRows ?? [];
    if (failure === null && !persistence.keptAside && !skipped.length && (stored === null || isCurrent(stored))) {
      const database = new DemoDatabase(stored ?? (await seed()), persistence, seed, durable, null);
      if (!stored) await persistence.save(database.#snapshot);
      return database;
    }
    // Loaded only when something else is stored: a fresh or up-to-date browser never needs it.
    const opened = await (
      await import("./openStoredSnapshot")
    ).openStoredSnapshot({
      stored,
      failure,
      persistence,
      seed,
      durable,
    });
    return new DemoDatabase(opened.snapshot, opened.persistence, seed, opened.durable, opened.storage);
  }

  /** Read access; handlers must change data only through `mutate`. */
  get data(): Readonly<DemoSnapshot> {
    return this.#snapshot;
  }

  /**
   * Runs `change`; `rows` are the existing rows it edits in place (rows it adds to or removes from a
   * table need no mention). Only those rows are written at the next flush.
   */
  mutate<T>(change: (data: DemoSnapshot) => T, ...rows: readonly DemoRow[]): T {
    this.#tracker.touch(rows);
    return change(this.#snapshot);
  }

  /** Marks rows edited in place outside `mutate`'s list (found inside its change). */
  touch(...rows: readonly DemoRow[]): void {
    this.#tracker.touch(rows);
  }

  /**
   * A session's rows of a table read on demand (SESSION_ROW_TABLES), in the order they were added:
   * read from the store the first time, in memory after. The only way to read those tables.
   */
  async sessionRows<T extends SessionRowTable>(
    table: T,
    sessionId: string,
  ): Promise<readonly DemoSnapshot[T][number][]> {
    if (this.#readSessions) {
      const key = `${table}\u0000${sessionId}`;
      let read = this.#readSessions.get(key);
      if (!read) {
        read = this.#readSession(table, sessionId);
        this.#readSessions.set(key, read);
        // A failed read is tried again by the next request rather than remembered as empty.
        read.catch(() => this.#readSessions?.delete(key));
      }
      await read;
    }
    return (this.#snapshot[table] as readonly DemoSnapshot[T][number][]).filter((row) => row.sessionId === sessionId);
  }

  async #readSession(table: SessionRowTable, sessionId: string): Promise<void> {
    const snapshot = this.#snapshot;
    const rows = await this.persistence.loadSessionRows!(table, sessionId);
    // A reset while reading replaced the tables with the seed: these rows are not in it.
    if (this.#snapshot === snapshot) this.#tracker.adopt(snapshot, table, rows);
  }

  /**
   * One unit of backend work (a request, a test control, a pipeline step; DemoRouter.exclusive): under
   * the persistence's lock across tabs, after taking in what other tabs wrote, and flushed before the
   * lock is let go. Units of one tab are queued by the router; this never nests.
   */
  exclusive<T>(work: () => Promise<T> | T): Promise<T> {
    return (this.persistence.tabLock ?? passThroughTabLock).run(async () => {
      await this.#catchUp();
      try {
        return await work();
      } finally {
        await this.flush();
      }
    });
  }

  /** Takes in what other tabs wrote since this one last looked: their rows by key, or everything again. */
  async #catchUp(): Promise<void> {
    const read = this.persistence.changesFromOtherTabs;
    if (!read) return;
    const snapshot = this.#snapshot;
    let changes: OtherTabChanges | null;
    try {
      changes = await read.call(this.persistence, (table, row) => this.#wants(snapshot, table, row));
      if (!changes) return;
      if (changes.kind === "rows") return await this.#tracker.applyOtherTabs(snapshot, changes);
    } catch {
      // Anything that failed to apply: the reload below reads what is stored.
    }
    await this.#reload();
  }

  /** Whether a row of a new key belongs in memory: every table's does but a deferred one's unread session's. */
  #wants(snapshot: DemoSnapshot, table: DemoTable, row: DemoRow): boolean {
    if (snapshot !== this.#snapshot) return false;
    if (!this.#readSessions || !(SESSION_ROW_TABLES as readonly DemoTable[]).includes(table)) return true;
    const sessionId = (row as { readonly sessionId?: unknown }).sessionId;
    return typeof sessionId === "string" && this.#readSessions.has(`${table}\u0000${sessionId}`);
  }

  /**
   * Every table read again, as DemoDatabase.open does: when the change log no longer reaches back to
   * what this tab has seen (it is pruned), another tab saved everything (a reset), or the changes did
   * not apply. Rare, and with a hazard: rows held across an await by work still running in this tab
   * (a pipeline between its steps) are not the new tables' rows, so their later edits are not saved.
   * The pipelines find their rows again in each step (by id), which is what keeps this safe for them.
   */
  async #reload(): Promise<void> {
    const stored = await this.persistence.load();
    if (!stored || !isCurrent(stored)) throw new Error("Another tab left data this tab cannot open.");
    this.#snapshot = stored;
    this.#tracker.reset(stored);
    this.#readSessions = this.persistence.deferred && this.persistence.loadSessionRows ? new Map() : null;
  }

  /** Writes what changed since the last flush: those rows only, in one transaction. */
  async flush(): Promise<void> {
    if (!this.#tracker.pending(this.#snapshot)) return;
    const changes = await this.#tracker.take(this.#snapshot);
    await this.persistence.saveChanges(changes);
    this.persistence.assertSaved?.(this.#snapshot);
  }

  /** Back to the seed data (the demo's "reset" and every contract test's starting point). */
  async reset(): Promise<void> {
    this.#snapshot = await this.seed();
    this.#tracker.reset(this.#snapshot);
    // Every row is in memory now: nothing is read on demand until the next open.
    this.#readSessions = null;
    await this.persistence.save(this.#snapshot);
  }
}

/** This schema, with its counters and as many tables as it has: what the common load opens without a closer look. */
const isCurrent = (stored: DemoSnapshot): boolean =>
  stored.schemaVersion === DEMO_SCHEMA_VERSION &&
  stored.counters instanceof Object &&
  Object.values(stored).filter(Array.isArray).length === DEMO_TABLE_COUNT;
