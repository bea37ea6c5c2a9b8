import { type QueueStore, QueueStoreError } from "@lectern/core/ports/QueueStore";
import { type ChunkMeta, type QueueItem, STREAM_TYPES, type StreamType } from "@lectern/core/queue/domain/QueueItem";
import fc from "fast-check";
import { expect } from "vitest";
import { readBack, slice } from "./chunkBytes";
import { aQueueItem } from "./QueueItemMother";

/** Few ids, so operations keep meeting the same items. */
const ITEM_IDS = ["a", "b", "c"] as const;

export type QueueStoreOperation =
  | { readonly kind: "put"; readonly itemId: string; readonly name: string }
  | { readonly kind: "add"; readonly itemId: string; readonly type: StreamType; readonly size: number }
  | { readonly kind: "mark"; readonly picks: readonly number[]; readonly isUploaded: boolean }
  | { readonly kind: "delete"; readonly itemId: string }
  | { readonly kind: "deleteOrphans" }
  | { readonly kind: "clear" };

const anItemId = fc.constantFrom(...ITEM_IDS);

export const queueStoreOperations: fc.Arbitrary<QueueStoreOperation[]> = fc.array(
  fc.oneof(
    {
      arbitrary: fc.record({ kind: fc.constant("put" as const), itemId: anItemId, name: fc.string({ maxLength: 8 }) }),
      weight: 2,
    },
    {
      // Size 0 is in range on purpose: the refusal must leave the model and the store unchanged.
      arbitrary: fc.record({
        kind: fc.constant("add" as const),
        itemId: anItemId,
        type: fc.constantFrom(...STREAM_TYPES),
        size: fc.integer({ min: 0, max: 4 }),
      }),
      weight: 5,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("mark" as const),
        picks: fc.array(fc.nat(), { maxLength: 4 }),
        isUploaded: fc.boolean(),
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ kind: fc.constant("delete" as const), itemId: anItemId }), weight: 1 },
    { arbitrary: fc.constant({ kind: "deleteOrphans" as const }), weight: 2 },
    { arbitrary: fc.constant({ kind: "clear" as const }), weight: 1 },
  ),
  { minLength: 5, maxLength: 40, size: "medium" },
);

interface ModelChunk {
  readonly meta: ChunkMeta;
  readonly bytes: readonly number[];
}

/** What the store should hold: items by id and chunks in commit order. */
class QueueStoreModel {
  readonly items = new Map<string, QueueItem>();
  chunks: ModelChunk[] = [];
  readonly goneChunkIds: number[] = [];
  lastChunkId = -Infinity;

  nextSequence(itemId: string, type: StreamType): number {
    return this.chunks.filter(({ meta }) => meta.queueItemId === itemId && meta.type === type).length;
  }

  drop(gone: (chunk: ModelChunk) => boolean): number {
    const dropped = this.chunks.filter(gone);
    this.goneChunkIds.push(...dropped.map(({ meta }) => meta.id));
    this.chunks = this.chunks.filter((chunk) => !gone(chunk));
    return dropped.length;
  }

  setUploaded(ids: readonly number[], isUploaded: boolean): void {
    this.chunks = this.chunks.map((chunk) =>
      ids.includes(chunk.meta.id) ? { ...chunk, meta: { ...chunk.meta, isUploaded } } : chunk,
    );
  }
}

const apply = async (store: QueueStore, model: QueueStoreModel, operation: QueueStoreOperation, step: number) => {
  switch (operation.kind) {
    case "put": {
      const item = aQueueItem({ id: operation.itemId, name: operation.name });
      await store.putItem(item);
      model.items.set(item.id, item);
      return;
    }
    case "add": {
      // Each chunk's bytes are unique to its step, so a mix-up between chunks would show.
      const bytes = Array.from({ length: operation.size }, (_, index) => (step * 7 + index) % 256);
      const committing = store.addChunk(operation.itemId, operation.type, slice(...bytes));
      if (operation.size === 0) {
        await expect(committing).rejects.toMatchObject({ reason: "empty-chunk" });
        await expect(committing).rejects.toBeInstanceOf(QueueStoreError);
        return;
      }
      const meta = await committing;
      expect(meta).toEqual({
        id: meta.id,
        queueItemId: operation.itemId,
        type: operation.type,
        sequence: model.nextSequence(operation.itemId, operation.type),
        size: operation.size,
        isUploaded: false,
      });
      expect(meta.id).toBeGreaterThan(model.lastChunkId);
      model.lastChunkId = meta.id;
      model.chunks.push({ meta, bytes });
      return;
    }
    case "mark": {
      // Picks index the live chunks; one past the end stands for an id the store never had.
      const ids = operation.picks.map((pick) => model.chunks[pick % (model.chunks.length + 1)]?.meta.id ?? 1e9);
      await store.setUploaded(ids, operation.isUploaded);
      model.setUploaded(ids, operation.isUploaded);
      return;
    }
    case "delete":
      await store.deleteItem(operation.itemId);
      model.items.delete(operation.itemId);
      model.drop(({ meta }) => meta.queueItemId === operation.itemId);
      return;
    case "deleteOrphans": {
      const deleted = await store.deleteOrphanChunks();
      expect(deleted).toBe(model.drop(({ meta }) => !model.items.has(meta.queueItemId)));
      return;
    }
    case "clear":
      await store.clear();
      model.items.clear();
      model.drop(() => true);
      return;
  }
};

const expectSameContents = async (store: QueueStore, model: QueueStoreModel): Promise<void> => {
  const listed = [...(await store.listItems())].sort((a, b) => a.id.localeCompare(b.id));
  expect(listed).toEqual([...model.items.values()].sort((a, b) => a.id.localeCompare(b.id)));
  for (const id of ITEM_IDS) {
    const expected = model.chunks.filter(({ meta }) => meta.queueItemId === id).map(({ meta }) => meta);
    expect(await store.listChunks(id)).toEqual(expected);
  }
};

/** Runs the operations on the store and on the model, comparing the two after every step. */
export const runAgainstModel = async (store: QueueStore, operations: readonly QueueStoreOperation[]): Promise<void> => {
  const model = new QueueStoreModel();
  for (const [step, operation] of operations.entries()) {
    await apply(store, model, operation, step);
    await expectSameContents(store, model);
  }
  for (const { meta, bytes } of model.chunks) expect(await readBack(store, meta.id)).toEqual(bytes);
  for (const id of model.goneChunkIds) expect(await store.readChunk(id)).toBeNull();
};
