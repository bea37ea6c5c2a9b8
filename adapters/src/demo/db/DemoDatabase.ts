import type { DemoPersistence } from "./DemoPersistence";
import { DEMO_SCHEMA_VERSION, type DemoSnapshot } from "./DemoSnapshot";

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
  ) {
    this.#snapshot = snapshot;
  }

  /**
   * Loads the saved snapshot (migrated to the current schema), or seeds (and saves) a fresh one when
   * none, or a shape that cannot be migrated, is stored.
   */
  static async open(persistence: DemoPersistence, seed: () => Promise<DemoSnapshot>): Promise<DemoDatabase> {
    const stored = await persistence.load();
    // The migrations load only when an older snapshot is stored: a fresh browser never needs them.
    const migrated =
      stored?.schemaVersion === DEMO_SCHEMA_VERSION
        ? (stored as DemoSnapshot)
        : stored
          ? (await import("./migrateSnapshot")).migrateSnapshot(stored)
          : null;
    if (migrated) {
      const database = new DemoDatabase(migrated, persistence, seed);
      if (migrated !== stored) await persistence.save(migrated);
      return database;
    }
    const database = new DemoDatabase(await seed(), persistence, seed);
    await persistence.save(database.#snapshot);
    return database;
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
