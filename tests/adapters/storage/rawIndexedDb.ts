import { WIDGET_DB_NAME } from "@lectern/adapters/storage/widgetDatabaseSchema";

/** Resolves with a request's result, the way code without idb would see it. */
export const settle = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * A second connection to the widget database, as another tab (or an older build) would hold it.
 * It does not step aside for upgrades unless the test says so.
 */
export const openRaw = (factory: IDBFactory, version?: number): Promise<IDBDatabase> =>
  settle(factory.open(WIDGET_DB_NAME, version));

/** Writes rows straight into a store, bypassing the adapter (for rows it would never write). */
export const writeRaw = async (
  factory: IDBFactory,
  table: string,
  rows: readonly (readonly [unknown, IDBValidKey?])[],
) => {
  const db = await openRaw(factory);
  const tx = db.transaction(table, "readwrite");
  for (const [value, key] of rows) tx.objectStore(table).put(value, key);
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
};

/** Every row of a store, read without the adapter. */
export const readRaw = async (factory: IDBFactory, table: string): Promise<unknown[]> => {
  const db = await openRaw(factory);
  const rows = await settle(db.transaction(table).objectStore(table).getAll());
  db.close();
  return rows;
};
