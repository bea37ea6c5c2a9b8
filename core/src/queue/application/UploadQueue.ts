import { type Observable, type Subscription, EMPTY, Subject } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { NetworkMonitor } from "../../network/application/NetworkMonitor";
import type { ClockPort } from "../../ports/ClockPort";
import { type QueueStore, QueueStoreError } from "../../ports/QueueStore";
import type { ChunkBytes, ChunkMeta, QueueOwner, StreamType } from "../domain/QueueItem";
import { type QueueItemEvent, isCallEffect } from "../domain/queueItemEvents";
import { freshQueueItem, recordingQueueItem } from "../domain/queueItemMachines";
import { QUEUE_TEXTS } from "../domain/queueTexts";
import { type BatchLimits, DEFAULT_BATCH_LIMITS } from "../domain/uploadBatch";
import type { QueueHost } from "./QueueHost";
import { QueueItems } from "./QueueItems";
import { QueueRestore } from "./QueueRestore";
import { queueTicks } from "./queueTicks";
import { QueueServerCalls } from "./QueueServerCalls";
import { StuckReporter } from "./StuckReporter";
import { toUploadQueueState } from "./toUploadQueueState";
import { UploadLoop } from "./UploadLoop";
import {
  NOT_READY_QUEUE_STATE,
  type NewQueueItem,
  type QueueLock,
  type QueueNotice,
  type UploadQueueContract,
  type UploadQueueState,
} from "./UploadQueueContract";

/**
 * The upload queue of spec 2 §4.7–§4.9: a committed slice reaches the server once, in order, whatever
 * happens, unless the user deletes it.
 *
 * One item uploads at a time and the queue has at most one request on the wire. The work is done by
 * collaborators: QueueRestore (the restore pass at start), UploadLoop (the event-driven upload loop),
 * StuckReporter (spec 2 §4.9) over the items in QueueItems; every per-item rule lives in the pure
 * nextQueueItem. This class owns the life cycle (start, stop, generations), the commands, the idle
 * checks of spec 2 §9 (which only restart the loop) and the published state.
 *
 * Choice on the recording lock (spec 2 §4.7 locks the queue while recording): the recording's own
 * item keeps uploading its committed slices while it records — otherwise a four-hour lecture would
 * start uploading only at its end — and the lock stops the queue from switching to any other item.
 */
export class UploadQueue implements UploadQueueContract {
  readonly #state = new Store<UploadQueueState>(NOT_READY_QUEUE_STATE);
  readonly #notices = new Subject<QueueNotice>();
  readonly state$ = this.#state.state$;
  readonly notices$ = this.#notices.asObservable();

  readonly #calls: QueueServerCalls;
  readonly #items: QueueItems;
  readonly #loop: UploadLoop;
  readonly #restore: QueueRestore;
  readonly #locks = new Set<QueueLock>();
  readonly #stuck = new StuckReporter();
  readonly #loopErrorsShown = new Set<string>();
  readonly #ping = new Subject<void>();
  #networkOffline = false;
  #resumingId: string | null = null;
  #storageProblem: string | null = null;
  #running = false;
  #ready = false;
  /** Bumped by stop() and deleteAll(): answers to older work are dropped, never written to the store. */
  #generation = 0;
  /** Bumped by start() and stop(): a start that was stopped meanwhile does not go on. */
  #lifetime = 0;
  /** Every request of the queue waits for the one before it. */
  #serial: Promise<unknown> = Promise.resolve();
  #timers: Subscription | null = null;
  #created = 0;
  /** Whose queue this is while it runs: only their items load, and every call carries their token. */
  #owner: QueueOwner | null = null;

  constructor(
    api: ApiClient,
    private readonly store: QueueStore,
    private readonly clock: ClockPort,
    private readonly network: NetworkMonitor,
    limits: BatchLimits = DEFAULT_BATCH_LIMITS,
    /** What the store found wrong without failing (a damaged row it skipped): shown like a storage problem. */
    storageWarnings: Observable<string> = EMPTY,
  ) {
    this.#calls = new QueueServerCalls(api, () => this.#requireOwner().token);
    this.#items = new QueueItems(limits, () => this.#publish());
    const host: QueueHost = {
      store,
      generation: () => this.#generation,
      locks: () => this.#locks,
      isHeld: () => this.#isHeld(),
      isOffline: () => this.network.status === "Offline",
      ownerId: () => this.#requireOwner().userId,
      publish: () => this.#publish(),
      storeOp: (operation) => this.#storeOp(operation),
      serially: (generation, work) => this.#serially(generation, work),
      notify: (itemId, notice) => this.#notify(itemId, notice),
      reportFailure: (itemId, error) => this.#reportFailure(itemId, error),
    };
    this.#loop = new UploadLoop(host, this.#items, this.#calls);
    this.#restore = new QueueRestore(host, this.#items, this.#calls, clock, this.#loop);
    // For the queue's whole life: a damaged row may be found by the very first restore.
    storageWarnings.subscribe((message) => {
      this.#storageProblem = message;
      this.#publish();
    });
  }

  get state(): UploadQueueState {
    return this.#state.value;
  }

  async start(owner: QueueOwner): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#owner = owner;
    const lifetime = ++this.#lifetime;
    const generation = ++this.#generation;
    try {
      await this.#restore.run(generation);
    } catch (error) {
      if (generation === this.#generation) this.#reportFailure(null, error);
    }
    // A deleteAll() during the restore cut it short, which is fine; a stop() ends this start.
    if (lifetime !== this.#lifetime) return;
    this.#ready = true;
    this.#startTimers();
    this.#publish();
    void this.#checkStuck();
    this.#kick();
  }

  stop(): void {
    this.#lifetime += 1;
    this.#running = false;
    this.#ready = false;
    this.#owner = null;
    this.#generation += 1;
    this.#timers?.unsubscribe();
    this.#timers = null;
    this.#forgetAll();
    this.#locks.clear();
    this.#stuck.forget();
    this.#loopErrorsShown.clear();
    this.#publish();
  }

  async addItem(newItem: NewQueueItem): Promise<string> {
    const id = this.#newId();
    const item = recordingQueueItem(id, newItem, this.#requireOwner().userId);
    await this.#storeOp(() => this.store.putItem(item));
    this.#items.add(freshQueueItem(item));
    this.#publish();
    this.#kick();
    return id;
  }

  async commitChunk(itemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    const machine = this.#items.require(itemId);
    if (machine.item.state.isFinished) throw new Error(QUEUE_TEXTS.recordingFinished);
    // Written as a negated test so a NaN size is refused too (spec 2 §5).
    if (!(bytes.size > 0)) throw new QueueStoreError("empty-chunk", QUEUE_TEXTS.emptyChunk);
    const meta = await this.#storeOp(() => this.store.addChunk(itemId, type, bytes));
    // Storage works again: whatever blocked it before is over.
    if (this.#storageProblem !== null) this.#storageProblem = null;
    if (!this.#items.has(itemId)) return meta;
    this.#items.chunks.add(meta);
    this.#items.transition(itemId, { type: "chunkCommitted", streamType: type });
    // A full batch goes at once: waiting for the (throttled) ping or the next check would let a fast
    // recorder outrun the uploads. A partial one waits, so slices travel ~10 s at a time.
    const committed = this.#items.get(itemId);
    if (committed && this.#items.batchFor(committed)?.limited) this.#kick();
    else this.#ping.next();
    return meta;
  }

  async finishItem(itemId: string, endedAt: number): Promise<void> {
    this.#items.require(itemId);
    await this.#transitionAndApply(itemId, { type: "finished", endedAt });
    this.#kick();
  }

  async noteEnd(itemId: string, endedAt: number): Promise<void> {
    this.#items.require(itemId);
    await this.#transitionAndApply(itemId, { type: "endNoted", endedAt });
  }

  async renameItem(itemId: string, name: string): Promise<void> {
    this.#items.require(itemId);
    await this.#transitionAndApply(itemId, { type: "renamed", name });
  }

  async pause(itemId: string): Promise<void> {
    this.#items.require(itemId);
    if (this.#items.currentId === itemId) this.#items.currentId = null;
    await this.#transitionAndApply(itemId, { type: "paused" });
    this.#kick();
  }

  /** Spec 2 §4.7: resuming another item suspends the current one — unless that is a recording still running. */
  async resume(itemId: string): Promise<void> {
    this.#items.require(itemId);
    this.#resumingId = itemId;
    this.#publish();
    try {
      const current = this.#items.current();
      if (current && current.item.id !== itemId && current.item.state.isFinished) {
        await this.#transitionAndApply(current.item.id, { type: "paused" });
      }
      await this.#transitionAndApply(itemId, { type: "resumed" });
      this.#items.currentId = itemId;
    } finally {
      this.#resumingId = null;
      this.#publish();
    }
    this.#kick();
  }

  setLock(lock: QueueLock, held: boolean): void {
    if (held) this.#locks.add(lock);
    else this.#locks.delete(lock);
    this.#publish();
    if (!held) this.#kick();
  }

  async chunksOf(
    itemId: string,
  ): Promise<readonly { readonly meta: ChunkMeta; read: () => Promise<ChunkBytes | null> }[]> {
    const chunks = await this.#storeOp(() => this.store.listChunks(itemId));
    return chunks.map((meta) => ({ meta, read: () => this.store.readChunk(meta.id) }));
  }

  /** Only the owner's recordings: another user's, kept on this device for them, are not theirs to delete. */
  async deleteAll(): Promise<void> {
    const ownerId = this.#requireOwner().userId;
    // Whatever is on the wire is abandoned: its answer must not write the emptied store again.
    this.#generation += 1;
    this.#forgetAll();
    this.#publish();
    const stored = await this.#storeOp(() => this.store.listItems());
    for (const item of stored) {
      if (item.ownerId === ownerId) await this.#storeOp(() => this.store.deleteItem(item.id));
    }
    this.#storageProblem = null;
    this.#publish();
  }

  // ── the idle checks (spec 2 §9) ─────────────────────────────────────────────────────────────────

  #startTimers(): void {
    const kick = () => this.#kick();
    this.#timers = queueTicks(this.clock, this.#ping, this.#loop.mergeWait$).subscribe((tick) => {
      if (tick === "refresh") return this.#publish();
      if (tick === "queueCheck") void this.#checkStuck();
      kick();
    });
    this.#timers.add(
      this.network.status$.subscribe((status) => {
        this.#networkOffline = status === "Offline";
        this.#publish();
        if (!this.#networkOffline) kick();
      }),
    );
  }

  #kick(): void {
    if (!this.#running || !this.#ready) return;
    this.#loop.kick(this.#generation);
  }

  /** Reports what is newly stuck at each queue check (and at start), unless offline (spec 2 §4.9). */
  async #checkStuck(): Promise<void> {
    this.#publish();
    if (this.#networkOffline) return;
    const items = [...this.#items.all()].filter((machine) => !machine.removed).map((machine) => machine.item);
    const generation = this.#generation;
    await this.#stuck.report(items, this.clock.now(), (stuck) =>
      // Reported by their owner only: after a stop they wait for the next run.
      this.#serially(generation, () => this.#calls.reportStuck(stuck)).then((sent) => {
        if (sent === null) throw new Error("The queue stopped before the report went.");
      }),
    );
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────────────

  /** A command's local effects; its calls are left to the upload loop's next step. */
  async #transitionAndApply(id: string, event: QueueItemEvent): Promise<void> {
    for (const effect of this.#items.transition(id, event)) {
      if (!isCallEffect(effect)) await this.#loop.apply(id, effect);
    }
  }

  #forgetAll(): void {
    this.#items.clear();
    this.#resumingId = null;
  }

  /**
   * Runs `work` once every request before it is answered. Work of an older generation (a stop, a
   * logout, deleteAll came in between) is dropped when its turn comes — resolved null, never sent —
   * so nothing queued for one user can go out once the queue runs for another.
   */
  #serially<T>(generation: number, work: () => Promise<T>): Promise<T | null> {
    const run = this.#serial.then(() => (generation === this.#generation ? work() : null));
    this.#serial = run.catch(() => undefined);
    return run;
  }

  /** A store that refuses (quota, unavailable) is shown at once; nothing stored is dropped. */
  async #storeOp<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof QueueStoreError && error.reason !== "empty-chunk") {
        this.#storageProblem = error.message || QUEUE_TEXTS.storageFallback;
        this.#publish();
      }
      throw error;
    }
  }

  #reportFailure(itemId: string | null, error: unknown): void {
    // A storage failure is already on screen as storageProblem.
    if (error instanceof QueueStoreError) return;
    this.#notify(itemId, { kind: "loopError", title: QUEUE_TEXTS.uploadLoopError, detail: errorText(error) });
  }

  /** The same loop error of the same item is shown once per run, not at every check. */
  #notify(itemId: string | null, notice: QueueNotice): void {
    if (notice.kind === "loopError") {
      const key = `${itemId ?? ""}\u0000${notice.title}`;
      if (this.#loopErrorsShown.has(key)) return;
      this.#loopErrorsShown.add(key);
    }
    this.#notices.next(notice);
  }

  #isHeld(): boolean {
    return this.#networkOffline || this.#locks.has("offline") || this.#locks.has("resuming");
  }

  #publish(): void {
    this.#state.set(
      toUploadQueueState({
        ready: this.#ready,
        machines: this.#items.all(),
        currentId: this.#items.currentId,
        resumingId: this.#resumingId,
        locks: [...this.#locks],
        networkOffline: this.#networkOffline,
        isUploading: this.#loop.isRunning(this.#generation) && this.#items.currentId !== null && !this.#isHeld(),
        storageProblem: this.#storageProblem,
        now: this.clock.now(),
      }),
    );
  }

  /** The signed-in owner; a command while nobody's queue runs is refused rather than sent as nobody. */
  #requireOwner(): QueueOwner {
    if (this.#owner === null) throw new Error(QUEUE_TEXTS.noOwner);
    return this.#owner;
  }

  #newId(): string {
    this.#created += 1;
    const random = Math.floor(Math.random() * 36 ** 6).toString(36);
    return `local-${this.clock.now().toString(36)}-${this.#created.toString(36)}-${random}`;
  }
}
