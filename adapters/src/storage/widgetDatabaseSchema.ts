import type { DBSchema, IDBPDatabase } from "idb";
import type { QueueItem, StreamType } from "@lectern/core/queue/domain/QueueItem";

export const WIDGET_DB_NAME = "lectern-widget";
/** Bump only together with a new step in upgradeWidgetDatabase; never drop data in a step. */
export const WIDGET_DB_VERSION = 1;

export const QUEUE_ITEMS = "queue_items";
export const CHUNKS = "chunks";
/** The chunk table's bytes, apart so listing and flagging chunks never touch a blob (as Uppy does). */
export const CHUNK_BYTES = "chunk_bytes";

export const CHUNKS_BY_ITEM = "by_queue_item";
/** Unique, so two commits that raced to the same sequence could never both be stored. */
export const CHUNKS_BY_STREAM_SEQUENCE = "by_stream_sequence";

/** A chunk record without its bytes; the id is absent only on the way in (the store assigns it). */
export interface ChunkRow {
  readonly id?: number;
  readonly queueItemId: string;
  readonly type: StreamType;
  readonly sequence: number;
  readonly size: number;
  readonly isUploaded: boolean;
}

/**
 * The local widget database of spec 2 §3. Spec's two tables are queue items and chunks; the chunk
 * table is kept as two object stores (metadata and bytes, same key) so a long recording's blobs are
 * only read one at a time, when uploaded.
 */
export interface WidgetDatabaseSchema extends DBSchema {
  [QUEUE_ITEMS]: { key: string; value: QueueItem };
  [CHUNKS]: {
    key: number;
    value: ChunkRow;
    indexes: { [CHUNKS_BY_ITEM]: string; [CHUNKS_BY_STREAM_SEQUENCE]: [string, StreamType, number] };
  };
  [CHUNK_BYTES]: { key: number; value: Blob };
}

export type WidgetDatabase = IDBPDatabase<WidgetDatabaseSchema>;

/** Creates what a database of oldVersion lacks; each step only adds, so an upgrade never loses rows. */
export const upgradeWidgetDatabase = (db: WidgetDatabase, oldVersion: number): void => {
  if (oldVersion < 1) {
    db.createObjectStore(QUEUE_ITEMS, { keyPath: "id" });
    const chunks = db.createObjectStore(CHUNKS, { keyPath: "id", autoIncrement: true });
    chunks.createIndex(CHUNKS_BY_ITEM, "queueItemId");
    chunks.createIndex(CHUNKS_BY_STREAM_SEQUENCE, ["queueItemId", "type", "sequence"], { unique: true });
    db.createObjectStore(CHUNK_BYTES);
  }
};
