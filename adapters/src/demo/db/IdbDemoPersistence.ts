import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { DemoPersistence } from "./DemoPersistence";
import type { DemoSnapshot } from "./DemoSnapshot";

export const DEMO_IDB_NAME = "lectern-demo";
export const DEMO_SNAPSHOT_STORE = "snapshot";
const KEY = "current";

interface DemoDbSchema extends DBSchema {
  snapshot: { key: string; value: DemoSnapshot };
}

/**
 * Stores the whole demo database as one record of IndexedDB database 'lectern-demo'. A record that
 * cannot be read is never written over, not even moved (moving means reading it): the database goes
 * on under a later key instead. Keys run "current", "current.000001", "current.000002"… in
 * IndexedDB's order, so the last one is the database in use and every earlier one was set aside.
 */
export class IdbDemoPersistence implements DemoPersistence {
  #db: Promise<IDBPDatabase<DemoDbSchema>> | null = null;
  #key = KEY;
  #keys = 0;

  constructor(private readonly name: string = DEMO_IDB_NAME) {}

  get keptAside(): boolean {
    return this.#keys > 1;
  }

  async load(): Promise<DemoSnapshot | null> {
    const db = await this.open();
    const keys = await db.getAllKeys(DEMO_SNAPSHOT_STORE);
    this.#keys = keys.length;
    this.#key = keys.at(-1) ?? KEY;
    return (await db.get(DEMO_SNAPSHOT_STORE, this.#key)) ?? null;
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    await (await this.open()).put(DEMO_SNAPSHOT_STORE, snapshot, this.#key);
  }

  async setAside(): Promise<void> {
    const next = `${KEY}.${String(this.#keys).padStart(6, "0")}`;
    // Past the last key whatever it is (another build may have written its own), or the next load
    // would read the record set aside again, and set the database just saved aside with it.
    this.#key = next > this.#key ? next : `${this.#key}.000001`;
    this.#keys += 1;
  }

  /** Opened lazily so constructing the adapter never touches IndexedDB (e.g. during SSR or tests). */
  private open(): Promise<IDBPDatabase<DemoDbSchema>> {
    this.#db ??= openDB<DemoDbSchema>(this.name, 1, {
      upgrade(db) {
        if (!db.objectStoreNames.contains(DEMO_SNAPSHOT_STORE)) db.createObjectStore(DEMO_SNAPSHOT_STORE);
      },
    });
    return this.#db;
  }
}
