import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { DemoPersistence } from "./DemoPersistence";
import type { DemoSnapshot } from "./DemoSnapshot";

export const DEMO_IDB_NAME = "lectern-demo";
const STORE = "snapshot";
const KEY = "current";

interface DemoDbSchema extends DBSchema {
  snapshot: { key: string; value: DemoSnapshot };
}

/** Stores the whole demo database as one record of IndexedDB database 'lectern-demo'. */
export class IdbDemoPersistence implements DemoPersistence {
  #db: Promise<IDBPDatabase<DemoDbSchema>> | null = null;

  constructor(private readonly name: string = DEMO_IDB_NAME) {}

  async load(): Promise<DemoSnapshot | null> {
    return (await (await this.open()).get(STORE, KEY)) ?? null;
  }

  async save(snapshot: DemoSnapshot): Promise<void> {
    await (await this.open()).put(STORE, snapshot, KEY);
  }

  /** Opened lazily so constructing the adapter never touches IndexedDB (e.g. during SSR or tests). */
  private open(): Promise<IDBPDatabase<DemoDbSchema>> {
    this.#db ??= openDB<DemoDbSchema>(this.name, 1, {
      upgrade(db) {
        if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
      },
    });
    return this.#db;
  }
}
