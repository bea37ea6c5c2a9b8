import type { DemoPersistence } from "./DemoPersistence";
import { DEMO_SCHEMA_VERSION, DEMO_TABLE_COUNT, type DemoSnapshot } from "./DemoSnapshot";
import type { DemoStorageReport } from "./DemoStorageReport";
import type { DemoRow } from "./demoTables";
import { RowTracker } from "./RowTracker";

/**
 * The backend's database: its tables in memory as plain arrays (handlers read them directly), and a
 * persistence that stores each row apart. Handlers change data through `mutate`; rows they edit in
 * place they name (`mutate`'s rows, or `touch`), rows they add or remove are found by the tracker.
 * The router flushes after each request: only the rows that changed are written, in one transaction.
 */
export class DemoDatabase {
  #snapshot: DemoSnapshot;
  #tracker: RowTracker;

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
  }

  /**
   * Loads the stored tables, or seeds (and saves) fresh ones when nothing is stored. `durable`: false
   * when `persistence` lasts only as long as this tab. Anything but sound tables of this schema — an
   * older snapshot to migrate, one this build cannot read or a newer build's — goes to
   * openStoredSnapshot, which never saves over what it cannot read.
   */
  static async open(
    persistence: DemoPersistence,
    seed: () => Promise<DemoSnapshot>,
    durable = true,
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
    await this.persistence.save(this.#snapshot);
  }
}

/** This schema, with its counters and as many tables as it has: what the common load opens without a closer look. */
const isCurrent = (stored: DemoSnapshot): boolean =>
  stored.schemaVersion === DEMO_SCHEMA_VERSION &&
  stored.counters instanceof Object &&
  Object.values(stored).filter(Array.isArray).length === DEMO_TABLE_COUNT;
