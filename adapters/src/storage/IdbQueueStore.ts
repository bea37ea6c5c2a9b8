import { type QueueStore, QueueStoreError } from "@lectern/core/ports/QueueStore";
import type { ChunkBytes, ChunkMeta, QueueItem, StreamType } from "@lectern/core/queue/domain/QueueItem";
import type { IDBPTransaction, StoreNames } from "idb";
import { openWidgetDatabase } from "./openWidgetDatabase";
import { QUEUE_STORE_TEXTS } from "./queueStoreTexts";
import { isStoredQueueItem, toChunkMeta } from "./storedRows";
import { toQueueStoreError } from "./toQueueStoreError";
import {
  CHUNK_BYTES,
  CHUNKS,
  CHUNKS_BY_ITEM,
  CHUNKS_BY_STREAM_SEQUENCE,
  QUEUE_ITEMS,
  WIDGET_DB_NAME,
  type WidgetDatabase,
  type WidgetDatabaseSchema,
} from "./widgetDatabaseSchema";

type StoreName = StoreNames<WidgetDatabaseSchema>;
type Transaction<Names extends StoreName[], Mode extends IDBTransactionMode> = IDBPTransaction<
  WidgetDatabaseSchema,
  Names,
  Mode
>;

/** A stored row that could not be read as what it should be; it stays in the database untouched. */
export interface CorruptRow {
  readonly table: StoreName;
  readonly key: IDBValidKey;
  /** What to tell the user (QUEUE_STORE_TEXTS.corruptRow). */
  readonly message: string;
}

export interface IdbQueueStoreOptions {
  /** Defaults to the page's indexedDB; tests pass a fresh fake one. */
  readonly factory?: IDBFactory;
  /** Defaults to 'lectern-widget'. */
  readonly name?: string;
  /** Where persistent storage is asked for; defaults to navigator.storage, null skips asking. */
  readonly storage?: Pick<StorageManager, "persist"> | null;
  /** Told once per damaged row; the row is skipped by reads and never deleted. */
  readonly onCorruptRow?: (row: CorruptRow) => void;
}

const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;

/** Recorder slices are Blobs already; anything else is copied into one so the store only holds Blobs. */
const asBlob = async (bytes: ChunkBytes): Promise<Blob> =>
  isBlob(bytes) ? bytes : new Blob([await bytes.arrayBuffer()]);

/** Some browsers throw on merely reading indexedDB when storage is disabled (sandboxed frames, strict privacy). */
const pageIndexedDb = (): IDBFactory | undefined => {
  try {
    return globalThis.indexedDB;
  } catch {
    return undefined;
  }
};

/** Without persistence the browser may evict the database under storage pressure, recordings and all. */
const askForPersistence = async (storage: Pick<StorageManager, "persist"> | null | undefined): Promise<boolean> => {
  try {
    return (await storage?.persist?.()) === true;
  } catch {
    return false;
  }
};

/**
 * The QueueStore over IndexedDB (spec 2 §3). Chunk bytes stay Blobs in their own object store, so
 * listing or flagging chunks never reads a blob and a long recording is never held in memory. Every
 * write is one transaction, durable when its promise resolves; a failure rolls it back whole and
 * never deletes anything.
 */
export class IdbQueueStore implements QueueStore {
  #connection: Promise<WidgetDatabase> | null = null;
  #persisted = false;
  readonly #reported = new Set<string>();

  private constructor(
    private readonly connect: (onClosed: () => void) => Promise<WidgetDatabase>,
    private readonly onCorruptRow: (row: CorruptRow) => void,
  ) {}

  /**
   * Opens the database (so an unusable one is reported before the first recording) and asks the
   * browser to keep it; rejects with QueueStoreError("unavailable") when it cannot be opened.
   */
  static async open(options: IdbQueueStoreOptions = {}): Promise<IdbQueueStore> {
    const store = IdbQueueStore.#build(options);
    await store.#database();
    await store.#persist(options);
    return store;
  }

  /**
   * The store at once, for a composition root that cannot wait: the database opens in the
   * background and a failure to open comes out of the first call (the queue's restore), which
   * shows it to the user.
   */
  static openInBackground(options: IdbQueueStoreOptions = {}): IdbQueueStore {
    const store = IdbQueueStore.#build(options);
    store.#database().then(
      () => store.#persist(options),
      () => undefined,
    );
    return store;
  }

  static #build(options: IdbQueueStoreOptions): IdbQueueStore {
    const factory = "factory" in options ? options.factory : pageIndexedDb();
    const name = options.name ?? WIDGET_DB_NAME;
    return new IdbQueueStore(
      (onClosed) => openWidgetDatabase({ factory, name, onClosed }),
      options.onCorruptRow ?? (() => undefined),
    );
  }

  async #persist(options: IdbQueueStoreOptions): Promise<void> {
    const storage = options.storage === undefined ? globalThis.navigator?.storage : options.storage;
    this.#persisted = await askForPersistence(storage);
  }

  /** Whether the browser agreed to keep the database under storage pressure. */
  get persisted(): boolean {
    return this.#persisted;
  }

  /** Lets go of the connection (another tab may then upgrade); a later call opens a new one. */
  async close(): Promise<void> {
    const connection = this.#connection;
    this.#connection = null;
    (await connection?.catch(() => null))?.close();
  }

  async putItem(item: QueueItem): Promise<void> {
    // Relaxed: the item is written before its first chunk, whose strict commit flushes the database's
    // log up to that point, item included; later saves only move counts and flags forward.
    await this.#transact([QUEUE_ITEMS], "readwrite", (tx) => tx.objectStore(QUEUE_ITEMS).put(item));
  }

  async getItem(id: string): Promise<QueueItem | null> {
    const row: unknown = await this.#transact([QUEUE_ITEMS], "readonly", (tx) => tx.objectStore(QUEUE_ITEMS).get(id));
    if (row === undefined) return null;
    if (isStoredQueueItem(row)) return row;
    this.#reportCorrupt(QUEUE_ITEMS, id);
    return null;
  }

  async listItems(): Promise<readonly QueueItem[]> {
    const [keys, rows] = await this.#transact([QUEUE_ITEMS], "readonly", (tx) => {
      const items = tx.objectStore(QUEUE_ITEMS);
      return Promise.all([items.getAllKeys(), items.getAll() as Promise<unknown[]>]);
    });
    return rows.filter((row, index): row is QueueItem => {
      if (isStoredQueueItem(row)) return true;
      this.#reportCorrupt(QUEUE_ITEMS, keys[index] ?? "unknown");
      return false;
    });
  }

  async deleteItem(id: string): Promise<void> {
    await this.#transact([QUEUE_ITEMS, CHUNKS, CHUNK_BYTES], "readwrite", async (tx) => {
      const chunkIds = await tx.objectStore(CHUNKS).index(CHUNKS_BY_ITEM).getAllKeys(id);
      await Promise.all([tx.objectStore(QUEUE_ITEMS).delete(id), ...deleteChunks(tx, chunkIds)]);
    });
  }

  async addChunk(queueItemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    // Written as a negated test so a NaN size is refused too.
    if (!(bytes.size > 0)) throw new QueueStoreError("empty-chunk", QUEUE_STORE_TEXTS.emptyChunk);
    // Before the transaction: awaiting anything but IndexedDB inside one would let it commit early.
    const blob = await asBlob(bytes);
    // Strict: the commit resolves only once the slice is on disk, so it survives a killed browser or
    // a power cut, not only a closed tab (Chromium's default durability is relaxed). Flags and
    // deletes stay relaxed: a lost isUploaded flag only makes the queue ask the server again.
    return this.#transact(
      [CHUNKS, CHUNK_BYTES],
      "readwrite",
      async (tx) => {
        const chunks = tx.objectStore(CHUNKS);
        // Read in the same transaction as the write, so two commits racing cannot take one sequence.
        const last = await chunks
          .index(CHUNKS_BY_STREAM_SEQUENCE)
          .openKeyCursor(IDBKeyRange.bound([queueItemId, type, -Infinity], [queueItemId, type, Infinity]), "prev");
        const row = { queueItemId, type, sequence: last ? last.key[2] + 1 : 0, size: blob.size, isUploaded: false };
        const id = await chunks.add(row);
        await tx.objectStore(CHUNK_BYTES).add(blob, id);
        return { id, ...row };
      },
      "strict",
    );
  }

  async listChunks(queueItemId: string): Promise<readonly ChunkMeta[]> {
    const [keys, rows] = await this.#transact([CHUNKS], "readonly", (tx) => {
      const byItem = tx.objectStore(CHUNKS).index(CHUNKS_BY_ITEM);
      return Promise.all([byItem.getAllKeys(queueItemId), byItem.getAll(queueItemId) as Promise<unknown[]>]);
    });
    return rows.flatMap((row, index) => {
      const meta = toChunkMeta(row);
      if (meta) return [meta];
      this.#reportCorrupt(CHUNKS, keys[index] ?? "unknown");
      return [];
    });
  }

  async readChunk(chunkId: number): Promise<ChunkBytes | null> {
    const bytes: unknown = await this.#transact([CHUNK_BYTES], "readonly", (tx) =>
      tx.objectStore(CHUNK_BYTES).get(chunkId),
    );
    if (bytes === undefined) return null;
    if (isBlob(bytes)) return bytes;
    this.#reportCorrupt(CHUNK_BYTES, chunkId);
    return null;
  }

  async setUploaded(chunkIds: readonly number[], isUploaded: boolean): Promise<void> {
    await this.#transact([CHUNKS], "readwrite", (tx) => {
      const chunks = tx.objectStore(CHUNKS);
      const flagOne = async (id: number): Promise<void> => {
        const row: unknown = await chunks.get(id);
        if (row === undefined) return;
        const meta = toChunkMeta(row);
        if (meta) await chunks.put({ ...meta, isUploaded });
        else this.#reportCorrupt(CHUNKS, id);
      };
      return Promise.all([...new Set(chunkIds)].map(flagOne));
    });
  }

  async deleteOrphanChunks(): Promise<number> {
    return this.#transact([QUEUE_ITEMS, CHUNKS, CHUNK_BYTES], "readwrite", async (tx) => {
      const itemIds = new Set(await tx.objectStore(QUEUE_ITEMS).getAllKeys());
      const orphans: number[] = [];
      // A key cursor over the index: each chunk's item id without loading any row.
      let cursor = await tx.objectStore(CHUNKS).index(CHUNKS_BY_ITEM).openKeyCursor();
      while (cursor) {
        if (!itemIds.has(cursor.key)) orphans.push(cursor.primaryKey);
        cursor = await cursor.continue();
      }
      await Promise.all(deleteChunks(tx, orphans));
      return orphans.length;
    });
  }

  async clear(): Promise<void> {
    await this.#transact([QUEUE_ITEMS, CHUNKS, CHUNK_BYTES], "readwrite", (tx) =>
      Promise.all([
        tx.objectStore(QUEUE_ITEMS).clear(),
        tx.objectStore(CHUNKS).clear(),
        tx.objectStore(CHUNK_BYTES).clear(),
      ]),
    );
  }

  /** One connection, reopened after it was closed for another tab or failed to open. */
  #database(): Promise<WidgetDatabase> {
    if (this.#connection) return this.#connection;
    const opening = this.connect(() => this.#forget(opening));
    opening.catch(() => this.#forget(opening));
    this.#connection = opening;
    return opening;
  }

  #forget(connection: Promise<WidgetDatabase>): void {
    if (this.#connection === connection) this.#connection = null;
  }

  /**
   * Runs work in one transaction and resolves only once it committed. Any failure aborts it, so
   * nothing half-written stays, and comes out as a QueueStoreError.
   */
  async #transact<Names extends StoreName[], Mode extends IDBTransactionMode, T>(
    names: Names,
    mode: Mode,
    work: (tx: Transaction<Names, Mode>) => Promise<T>,
    durability: IDBTransactionDurability = "default",
  ): Promise<T> {
    let tx: Transaction<Names, Mode> | null = null;
    try {
      tx = (await this.#database()).transaction(names, mode, { durability });
      const done = tx.done;
      // Observed at once: when work fails first, the abort must not become an unhandled rejection.
      done.catch(() => undefined);
      const result = await work(tx);
      await done;
      return result;
    } catch (error) {
      // A request that failed reports only that it was aborted; the transaction knows why (the quota).
      const cause = error instanceof DOMException && error.name === "AbortError" && tx?.error ? tx.error : error;
      abortQuietly(tx);
      throw toQueueStoreError(cause);
    }
  }

  #reportCorrupt(table: StoreName, key: IDBValidKey): void {
    const id = `${table}:${String(key)}`;
    if (this.#reported.has(id)) return;
    this.#reported.add(id);
    try {
      this.onCorruptRow({ table, key, message: QUEUE_STORE_TEXTS.corruptRow });
    } catch {
      // A failing listener must not fail the read that found the row.
    }
  }
}

const deleteChunks = (
  tx: Transaction<[typeof QUEUE_ITEMS, typeof CHUNKS, typeof CHUNK_BYTES], "readwrite">,
  chunkIds: readonly number[],
): Promise<void>[] =>
  chunkIds.flatMap((id) => [tx.objectStore(CHUNKS).delete(id), tx.objectStore(CHUNK_BYTES).delete(id)]);

const abortQuietly = (tx: { abort(): void } | null): void => {
  try {
    tx?.abort();
  } catch {
    // Already aborted by the failed request, or already committed.
  }
};
