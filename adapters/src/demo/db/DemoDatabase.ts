import type { DemoPersistence } from "./DemoPersistence";
import { DEMO_SCHEMA_VERSION, DEMO_TABLE_COUNT, type DemoSnapshot } from "./DemoSnapshot";
import type { DemoStorageReport } from "./DemoStorageReport";

/**
 * The demo backend's database: one in-memory snapshot, mutated in place by the handlers through
 * `mutate` (which marks it dirty) and saved by the router after each request that changed it.
 */
export class DemoDatabase {
  #snapshot: DemoSnapshot;
  #dirty = false;

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
  }

  /**
   * Loads the saved snapshot, or seeds (and saves) a fresh one when none is stored. `durable`: false
   * when `persistence` lasts only as long as this tab. Anything but a sound snapshot of this schema
   * — an older one to migrate, one this build cannot read or a newer build's — goes to
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
    if (failure === null && !persistence.keptAside && (stored === null || isCurrent(stored))) {
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

  get dirty(): boolean {
    return this.#dirty;
  }

  mutate<T>(change: (data: DemoSnapshot) => T): T {
    this.#dirty = true;
    return change(this.#snapshot);
  }

  /** Saves when something changed since the last save. */
  async flush(): Promise<void> {
    if (!this.#dirty) return;
    this.#dirty = false;
    await this.persistence.save(this.#snapshot);
  }

  /** Back to the seed data (the demo's "reset" and every contract test's starting point). */
  async reset(): Promise<void> {
    this.#snapshot = await this.seed();
    this.#dirty = false;
    await this.persistence.save(this.#snapshot);
  }
}

/** This schema, with its counters and as many tables as it has: what the common load opens without a closer look. */
const isCurrent = (stored: DemoSnapshot): boolean =>
  stored.schemaVersion === DEMO_SCHEMA_VERSION &&
  stored.counters instanceof Object &&
  Object.values(stored).filter(Array.isArray).length === DEMO_TABLE_COUNT;
