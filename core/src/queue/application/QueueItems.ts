import { nextQueueItem } from "../domain/nextQueueItem";
import type { QueueItemMachine } from "../domain/QueueItemMachine";
import type { QueueEffect, QueueItemEvent } from "../domain/queueItemEvents";
import { QUEUE_TEXTS } from "../domain/queueTexts";
import { type BatchLimits, type UploadBatch, selectBatch } from "../domain/uploadBatch";
import { ChunkIndex } from "./ChunkIndex";

/**
 * The queue's items in memory: each item's machine, the index of its slices, and which item is the
 * one uploading. Shared by the restore pass and the upload loop; every change is announced through
 * `changed` so the queue republishes its state.
 */
export class QueueItems {
  readonly #machines = new Map<string, QueueItemMachine>();
  readonly chunks = new ChunkIndex();
  /** The item uploading now (spec 2 §4.7: one at a time), or null. */
  currentId: string | null = null;

  constructor(
    private readonly limits: BatchLimits,
    private readonly changed: () => void,
  ) {}

  get(id: string): QueueItemMachine | undefined {
    return this.#machines.get(id);
  }

  has(id: string): boolean {
    return this.#machines.has(id);
  }

  all(): IterableIterator<QueueItemMachine> {
    return this.#machines.values();
  }

  /** The item for a command; a removed or unknown one is the spec's 'Session is not find'. */
  require(id: string): QueueItemMachine {
    const machine = this.#machines.get(id);
    if (!machine || machine.removed) throw new Error(QUEUE_TEXTS.sessionNotFound);
    return machine;
  }

  current(): QueueItemMachine | undefined {
    return this.currentId === null ? undefined : this.#machines.get(this.currentId);
  }

  add(machine: QueueItemMachine): void {
    this.#machines.set(machine.item.id, machine);
  }

  /** The next batch the item's committed slices allow, or null. */
  batchFor(machine: QueueItemMachine): UploadBatch | null {
    return selectBatch(this.chunks.backlogs(machine.item.id, machine.streams), this.limits);
  }

  /** Applies an event to the item's machine and returns the effects to run. */
  transition(id: string, event: QueueItemEvent): readonly QueueEffect[] {
    const machine = this.#machines.get(id);
    if (!machine) return [];
    const next = nextQueueItem(machine, event);
    this.commit(id, next.state);
    return next.effects;
  }

  commit(id: string, state: QueueItemMachine): void {
    if (!this.#machines.has(id)) return;
    this.#machines.set(id, state);
    // A suspended item (paused, a 402, a failed merge) is no longer the one uploading, so the banner
    // offers its resume button (spec 2 §2.6) and the queue may move on to the next item.
    if (state.item.state.isSuspended && this.currentId === id) this.currentId = null;
    this.changed();
  }

  forget(id: string): void {
    this.#machines.delete(id);
    this.chunks.drop(id);
    if (this.currentId === id) this.currentId = null;
    this.changed();
  }

  clear(): void {
    this.#machines.clear();
    this.chunks.clear();
    this.currentId = null;
  }
}
