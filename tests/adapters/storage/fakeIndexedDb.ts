import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
} from "fake-indexeddb";
import { vi } from "vitest";

/**
 * idb recognises IndexedDB objects with instanceof against these globals and the store builds key
 * ranges from IDBKeyRange; Node has none of them. Undo with vi.unstubAllGlobals().
 */
export const stubIndexedDbGlobals = (): void => {
  const globals = {
    IDBCursor,
    IDBCursorWithValue,
    IDBDatabase,
    IDBIndex,
    IDBKeyRange,
    IDBObjectStore,
    IDBOpenDBRequest,
    IDBRequest,
    IDBTransaction,
    IDBVersionChangeEvent,
  };
  for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
};

/** A device with no databases yet; each test gets its own so none sees another's rows. */
export const emptyDevice = (): IDBFactory => new IDBFactory();
