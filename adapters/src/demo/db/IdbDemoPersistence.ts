import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { DemoPersistence } from "./DemoPersistence";
import type { DemoSnapshot } from "./DemoSnapshot";

export const DEMO_IDB_NAME = "lectern-demo";
const DEMO_SNAPSHOT_STORE = "snapshot";
const KEY = "current";

interface DemoDbSchema extends DBSchema {
  snapshot: { key: string; value: DemoSnapshot };
}

/**
 * Stores the whole demo database as one record of IndexedDB database 'lectern-demo'. A record that
 * cannot be read is never written over, not even moved (moving means reading it): the database goes
 * on under a later key instead, the last key plus "+" ("current", "current+", "current++"…), which
 * sorts after every key there. So the last key in IndexedDB's order is the database in use, and
 * every earlier one was set aside.
 */
export class IdbDemoPersistence implements DemoPersistence {
  #db: Promise<IDBPDatabase<DemoDbSchema>> | null = null;
  #key = KEY;
  keptAside = false;

  constructor(private readonly name: string = DEMO_IDB_NAME) {}

  async load(): Promise<DemoSnapshot | null> {
    const db = await this.open();
    const keys = await db.getAllKeys(DEMO_SNAPSHOT_STORE);
    this.keptAside = keys.length > 1;
    this.#key = keys.at(-1) ?? KEY;
    return (await db.get(DEMO_SNAPSHOT_STORE, this.#key)) ?? null;
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    await (await this.open()).put(DEMO_SNAPSHOT_STORE, snapshot, this.#key);
  }

  async setAside(): Promise<void> {
    this.keptAside = true;
    this.#key += "+";
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
