import { DEMO_MEDIA_IDB_NAME } from "../media/IdbDemoMediaStore";
import { DEMO_IDB_NAME } from "./IdbDemoPersistence";

type ZipEntries = Record<string, [Uint8Array, { level: 0 | 6 }]>;

/** One stored record: its value, or why it could not be read. */
type Read =
  { readonly key: IDBValidKey; readonly value: unknown } | { readonly key: IDBValidKey; readonly error: unknown };

const settle = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * Opens a database as it is, at whatever version (a newer build's too), or null when there is none:
 * the export must never create, upgrade or otherwise change what it exports.
 */
const openExisting = (factory: IDBFactory, name: string): Promise<IDBDatabase | null> =>
  new Promise((resolve, reject) => {
    const request = factory.open(name);
    let missing = false;
    request.onupgradeneeded = () => {
      // Only a database that does not exist is upgraded when opened without a version.
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      if (missing) resolve(null);
      else reject(request.error);
    };
  });

/** Every record of a store, one by one when reading them all at once fails (one unreadable record). */
const readStore = async (db: IDBDatabase, store: string): Promise<Read[]> => {
  const keys = await settle(db.transaction(store).objectStore(store).getAllKeys());
  try {
    const values = await settle(db.transaction(store).objectStore(store).getAll());
    if (values.length === keys.length) return keys.map((key, index) => ({ key, value: values[index] }));
  } catch {
    // Below, record by record.
  }
  const reads: Read[] = [];
  for (const key of keys) {
    try {
      reads.push({ key, value: await settle(db.transaction(store).objectStore(store).get(key)) });
    } catch (error) {
      reads.push({ key, error });
    }
  }
  return reads;
};

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** A key as a file name: path separators and other characters a file system refuses become "_". */
const fileName = (key: IDBValidKey): string =>
  (Array.isArray(key) ? key.map(String).join("-") : String(key)).replace(/[^\w.@+-]/g, "_") || "_";

const bytesOf = async (value: unknown): Promise<Uint8Array | null> =>
  value instanceof Blob
    ? new Uint8Array(await value.arrayBuffer())
    : value instanceof ArrayBuffer || ArrayBuffer.isView(value)
      ? value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
      : null;

/** Plain data as JSON; what JSON cannot hold (a newer build's types) at least as text. */
const asJson = (value: unknown): Uint8Array => {
  try {
    return text(JSON.stringify(value, null, 2) ?? String(value));
  } catch {
    return text(String(value));
  }
};

/** Every record of these stores, under `<database>/<store>/`: bytes as files, the rest as JSON. */
const addStores = async (entries: ZipEntries, db: IDBDatabase, stores: readonly string[]): Promise<void> => {
  for (const store of stores) {
    for (const read of await readStore(db, store)) {
      const path = `${db.name}/${store}/${fileName(read.key)}`;
      if ("error" in read) {
        entries[`${path}.unreadable.txt`] = [text(describe(read.error)), { level: 6 }];
        continue;
      }
      const bytes = await bytesOf(read.value);
      entries[bytes ? `${path}.bin` : `${path}.json`] = bytes
        ? [bytes, { level: 0 }]
        : [asJson(read.value), { level: 6 }];
    }
  }
};

const FILE_PREFIX = "file:";

/**
 * The media database as files to open: `recordings/<stream>.webm`, the merged file where there is
 * one, else the stream's slices in order (WebM slices back to back play as one file, without a
 * duration); note files and waveforms under `files/`; a store this build does not know as it is.
 */
const addMedia = async (entries: ZipEntries, db: IDBDatabase): Promise<void> => {
  const stores = Array.from(db.objectStoreNames);
  const merged = new Set<string>();
  if (stores.includes("merged")) {
    for (const read of await readStore(db, "merged")) {
      const bytes = "value" in read ? await bytesOf(read.value) : null;
      const key = String(read.key);
      if (!bytes)
        entries[`files/${fileName(key)}.unreadable.txt`] = [text("This record could not be read."), { level: 6 }];
      else if (key.startsWith(FILE_PREFIX))
        entries[`files/${fileName(key.slice(FILE_PREFIX.length))}`] = [bytes, { level: 0 }];
      else {
        merged.add(key);
        entries[`recordings/${fileName(key)}.webm`] = [bytes, { level: 0 }];
      }
    }
  }
  if (stores.includes("slices")) {
    const streams = new Map<string, Uint8Array[]>();
    for (const read of await readStore(db, "slices")) {
      const bytes = "value" in read ? await bytesOf(read.value) : null;
      const streamId = Array.isArray(read.key) ? String(read.key[0]) : String(read.key);
      if (merged.has(streamId)) continue;
      if (!bytes)
        entries[`recordings/${fileName(read.key)}.unreadable.txt`] = [
          text("This slice could not be read."),
          { level: 6 },
        ];
      else streams.set(streamId, [...(streams.get(streamId) ?? []), bytes]);
    }
    for (const [streamId, slices] of streams) {
      const joined = new Uint8Array(slices.reduce((total, slice) => total + slice.length, 0));
      slices.reduce((offset, slice) => (joined.set(slice, offset), offset + slice.length), 0);
      entries[`recordings/${fileName(streamId)}.webm`] = [joined, { level: 0 }];
    }
  }
  await addStores(
    entries,
    db,
    stores.filter((store) => store !== "merged" && store !== "slices"),
  );
};

/**
 * Everything the demo keeps in this browser, as one zip for the user to keep (issue 19: broken
 * storage is never silent): every record of the snapshot database as it is stored — the one in use,
 * those set aside, a newer build's — and the media database's recordings and files. Reads only; a
 * record that cannot be read is named in a text file instead.
 */
export const exportSavedData = async (factory: IDBFactory, at: Date = new Date()): Promise<Blob> => {
  const entries: ZipEntries = {};
  const found: string[] = [];
  for (const name of [DEMO_IDB_NAME, DEMO_MEDIA_IDB_NAME]) {
    const db = await openExisting(factory, name);
    if (!db) continue;
    found.push(`${name} (version ${db.version})`);
    try {
      if (name === DEMO_MEDIA_IDB_NAME) await addMedia(entries, db);
      else await addStores(entries, db, Array.from(db.objectStoreNames));
    } finally {
      db.close();
    }
  }
  const about = [
    `What Lectern's demo kept in this browser on ${at.toISOString()}.`,
    `Databases: ${found.length ? found.join(", ") : "none"}.`,
    `${DEMO_IDB_NAME}/<table>/ holds the demo's database, one JSON file per row of each table;`,
    `${DEMO_IDB_NAME}/snapshot/ a whole copy an older version kept, or one set aside because this version`,
    "of Lectern could not read it.",
    "recordings/ holds each recording as a playable WebM file, files/ the notes' attachments and waveforms.",
  ];
  entries["README.txt"] = [text(about.join("\n")), { level: 6 }];
  // fflate loads with the first export only.
  const { zipSync } = await import("fflate");
  return new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: "application/zip" });
};
