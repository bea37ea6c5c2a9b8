import { type Observable, type Subscription, EMPTY, Subject } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import type { NetworkMonitor } from "../../network/application/NetworkMonitor";
import type { ClockPort } from "../../ports/ClockPort";
import { type QueueStore, QueueStoreError } from "../../ports/QueueStore";
import { type CallFailure, classifyFailure } from "../domain/callFailure";
import { nextQueueItem } from "../domain/nextQueueItem";
import type { ChunkBytes, ChunkMeta, StreamType } from "../domain/QueueItem";
import type { QueueItemMachine } from "../domain/QueueItemMachine";
import { type CallEffect, type QueueEffect, type QueueItemEvent, isCallEffect } from "../domain/queueItemEvents";
import { freshQueueItem, recordingQueueItem, restoredQueueItem } from "../domain/queueItemMachines";
import { QUEUE_TEXTS } from "../domain/queueTexts";
import { type BatchLimits, DEFAULT_BATCH_LIMITS, selectBatch } from "../domain/uploadBatch";
import { ChunkIndex } from "./ChunkIndex";
import { performQueueCall } from "./performQueueCall";
import { queueTicks } from "./queueTicks";
import { QueueServerCalls } from "./QueueServerCalls";
import { StuckReporter } from "./StuckReporter";
import { byStart, toUploadQueueState } from "./toUploadQueueState";
import {
  NOT_READY_QUEUE_STATE,
  type NewQueueItem,
  type QueueLock,
  type QueueNotice,
  type UploadQueueContract,
  type UploadQueueState,
} from "./UploadQueueContract";

/** How one pass of the upload loop ended: go on at once, wait for a check, or wait after a failure. */
type Outcome = "progressed" | "idle" | "failed";

/** One run of the upload loop, from a kick until nothing more should go at once. */
interface UploadRun {
  /** Streams that sent a batch in this run. */
  readonly served: Set<StreamType>;
}

/** The effects that only write this device's database: flags ("mark") and the item ("save"); see #trail. */
const isLocalWrite = (effect: QueueEffect): boolean => effect.kind === "mark" || effect.kind === "save";

/**
 * The upload queue of spec 2 §4.7–§4.9: a committed slice reaches the server once, in order, whatever
 * happens, unless the user deletes it.
 *
 * One item uploads at a time and the queue has at most one request on the wire. Uploading is driven
 * by events, not timers: once a batch is acknowledged the next one goes at once, so a throttled hidden
 * tab still drains. The timings of spec 2 §9 are only idle checks that restart the loop (after a
 * failure, or when slices are waiting). Every per-item rule lives in the pure nextQueueItem; this
 * class runs its effects against the server and the local store.
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
  readonly #machines = new Map<string, QueueItemMachine>();
  readonly #chunks = new ChunkIndex();
  readonly #locks = new Set<QueueLock>();
  readonly #stuck = new StuckReporter();
  readonly #loopErrorsShown = new Set<string>();
  readonly #ping = new Subject<void>();
  readonly #mergeWait = new Subject<void>();
  #networkOffline = false;
  #currentId: string | null = null;
  #resumingId: string | null = null;
  #storageProblem: string | null = null;
  #running = false;
  #ready = false;
  /** Bumped by stop() and deleteAll(): answers to older work are dropped, never written to the store. */
  #generation = 0;
  /** Bumped by start() and stop(): a start that was stopped meanwhile does not go on. */
  #lifetime = 0;
  #pumpingFor: number | null = null;
  #kickedAgain = false;
  /** Every request of the queue waits for the one before it. */
  #serial: Promise<unknown> = Promise.resolve();
  /** Local writes still on their way to the database (see #trail). */
  #trailingWrites: Promise<void> = Promise.resolve();
  #timers: Subscription | null = null;
  #created = 0;

  constructor(
    api: ApiClient,
    private readonly store: QueueStore,
    private readonly clock: ClockPort,
    private readonly network: NetworkMonitor,
    private readonly limits: BatchLimits = DEFAULT_BATCH_LIMITS,
    /** What the store found wrong without failing (a damaged row it skipped): shown like a storage problem. */
    storageWarnings: Observable<string> = EMPTY,
  ) {
    this.#calls = new QueueServerCalls(api);
    // For the queue's whole life: a damaged row may be found by the very first restore.
    storageWarnings.subscribe((message) => {
      this.#storageProblem = message;
      this.#publish();
    });
  }

  get state(): UploadQueueState {
    return this.#state.value;
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    const lifetime = ++this.#lifetime;
    const generation = ++this.#generation;
    try {
      await this.#restore(generation);
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
    const item = recordingQueueItem(id, newItem);
    await this.#storeOp(() => this.store.putItem(item));
    this.#machines.set(id, freshQueueItem(item));
    this.#publish();
    this.#kick();
    return id;
  }

  async commitChunk(itemId: string, type: StreamType, bytes: ChunkBytes): Promise<ChunkMeta> {
    const machine = this.#machine(itemId);
    if (machine.item.state.isFinished) throw new Error(QUEUE_TEXTS.recordingFinished);
    // Written as a negated test so a NaN size is refused too (spec 2 §5).
    if (!(bytes.size > 0)) throw new QueueStoreError("empty-chunk", QUEUE_TEXTS.emptyChunk);
    const meta = await this.#storeOp(() => this.store.addChunk(itemId, type, bytes));
    // Storage works again: whatever blocked it before is over.
    if (this.#storageProblem !== null) this.#storageProblem = null;
    if (!this.#machines.has(itemId)) return meta;
    this.#chunks.add(meta);
    this.#transition(itemId, { type: "chunkCommitted", streamType: type });
    // A full batch goes at once: waiting for the (throttled) ping or the next check would let a fast
    // recorder outrun the uploads. A partial one waits, so slices travel ~10 s at a time.
    const committed = this.#machines.get(itemId);
    if (committed && this.#batchFor(committed)?.limited) this.#kick();
    else this.#ping.next();
    return meta;
  }

  async finishItem(itemId: string, endedAt: number): Promise<void> {
    this.#machine(itemId);
    await this.#transitionAndApply(itemId, { type: "finished", endedAt });
    this.#kick();
  }

  async renameItem(itemId: string, name: string): Promise<void> {
    this.#machine(itemId);
    await this.#transitionAndApply(itemId, { type: "renamed", name });
  }

  async pause(itemId: string): Promise<void> {
    this.#machine(itemId);
    if (this.#currentId === itemId) this.#currentId = null;
    await this.#transitionAndApply(itemId, { type: "paused" });
    this.#kick();
  }

  /** Spec 2 §4.7: resuming another item suspends the current one — unless that is a recording still running. */
  async resume(itemId: string): Promise<void> {
    this.#machine(itemId);
    this.#resumingId = itemId;
    this.#publish();
    try {
      const current = this.#currentId === null ? undefined : this.#machines.get(this.#currentId);
      if (current && current.item.id !== itemId && current.item.state.isFinished) {
        await this.#transitionAndApply(current.item.id, { type: "paused" });
      }
      await this.#transitionAndApply(itemId, { type: "resumed" });
      this.#currentId = itemId;
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

  async deleteAll(): Promise<void> {
    // Whatever is on the wire is abandoned: its answer must not write the emptied store again.
    this.#generation += 1;
    this.#forgetAll();
    this.#publish();
    await this.#storeOp(() => this.store.clear());
    this.#storageProblem = null;
    this.#publish();
  }

  // ── restore (spec 2 §4.8) ──────────────────────────────────────────────────────────────────────

  async #restore(generation: number): Promise<void> {
    await this.#storeOp(() => this.store.deleteOrphanChunks());
    const items = await this.#storeOp(() => this.store.listItems());
    const now = this.clock.now();
    for (const stored of items) {
      // Added by a recorder while this restore ran: it is live, not left over from before.
      if (this.#machines.has(stored.id)) continue;
      const chunks = await this.#storeOp(() => this.store.listChunks(stored.id));
      if (generation !== this.#generation) return;
      if (this.#machines.has(stored.id)) continue;
      const machine = restoredQueueItem(stored, chunks, now);
      this.#chunks.load(stored.id, chunks);
      this.#machines.set(stored.id, machine);
      const flagged = stored.sessionId === null ? chunks.filter((chunk) => chunk.isUploaded) : [];
      if (flagged.length > 0) {
        await this.#storeOp(() =>
          this.store.setUploaded(
            flagged.map((chunk) => chunk.id),
            false,
          ),
        );
      }
      await this.#storeOp(() => this.store.putItem(machine.item));
    }
    await this.#syncRestored(generation);
  }

  /** One list call for every item with a server id; an item it could not answer for asks again before uploading. */
  async #syncRestored(generation: number): Promise<void> {
    const waiting = [...this.#machines.values()].filter((machine) => !machine.synced);
    const sessionIds = waiting.flatMap((machine) => (machine.item.sessionId === null ? [] : [machine.item.sessionId]));
    if (sessionIds.length === 0 || this.network.status === "Offline") return;
    let sessions;
    try {
      sessions = await this.#serially(() => this.#calls.listSessions(sessionIds));
    } catch {
      return;
    }
    for (const machine of waiting) {
      if (generation !== this.#generation) return;
      const sessionId = machine.item.sessionId;
      if (sessionId === null) continue;
      const next = this.#transition(machine.item.id, {
        type: "sessionSynced",
        session: sessions.get(sessionId) ?? null,
      });
      await this.#run(generation, machine.item.id, next);
    }
  }

  // ── the upload loop ─────────────────────────────────────────────────────────────────────────────

  #startTimers(): void {
    const kick = () => this.#kick();
    this.#timers = queueTicks(this.clock, this.#ping, this.#mergeWait).subscribe((tick) => {
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
    const generation = this.#generation;
    if (this.#pumpingFor === generation) {
      this.#kickedAgain = true;
      return;
    }
    this.#pumpingFor = generation;
    this.#publish();
    void this.#pump(generation);
  }

  async #pump(generation: number): Promise<void> {
    const run: UploadRun = { served: new Set() };
    let outcome: Outcome = "idle";
    this.#kickedAgain = false;
    try {
      for (;;) {
        outcome = await this.#advance(generation, run);
        if (generation !== this.#generation) return;
        if (outcome === "progressed") continue;
        // A kick that came during this run (a check, a ping after a commit) opens a new one.
        // The trailing writes land before the run ends; a kick that came meanwhile is not lost.
        await this.#settleWrites();
        if (generation !== this.#generation) return;
        if (outcome === "idle" && this.#kickedAgain) {
          this.#kickedAgain = false;
          run.served.clear();
          continue;
        }
        break;
      }
    } catch (error) {
      outcome = "failed";
      if (generation === this.#generation) this.#reportFailure(this.#currentId, error);
    } finally {
      if (this.#pumpingFor === generation) this.#pumpingFor = null;
      if (generation === this.#generation) {
        this.#publish();
        if (outcome === "idle") this.#waitToMerge();
      }
    }
  }

  /** A finished item waiting on something local (a commit still being written) looks again in 2 s (spec 2 §9). */
  #waitToMerge(): void {
    const current = this.#currentId === null ? undefined : this.#machines.get(this.#currentId);
    if (current && current.item.state.isFinished && !current.item.state.isSuspended && !this.#isHeld()) {
      this.#mergeWait.next();
    }
  }

  /**
   * One step of the current item. While it records, a batch that is not full waits for the next check
   * once its stream was served in this run: so a short round trip sends ~10 s batches instead of a
   * request per slice, and the backlog still never grows past one check's worth.
   */
  async #advance(generation: number, run: UploadRun): Promise<Outcome> {
    if (this.#isHeld()) return "idle";
    const machine = this.#chooseCurrent();
    if (!machine) return "idle";
    const id = machine.item.id;
    const next = nextQueueItem(machine, { type: "step", batch: this.#batchFor(machine) });
    const call = next.effects.find(isCallEffect);
    if (!call) return "idle";
    if (call.kind === "upload") {
      const stream = call.batch.streamType;
      if (run.served.has(stream) && !call.batch.limited && !next.state.item.state.isFinished) return "idle";
      run.served.add(stream);
    }
    this.#commit(id, next.state);
    return this.#run(generation, id, next.effects);
  }

  #batchFor(machine: QueueItemMachine) {
    return selectBatch(this.#chunks.backlogs(machine.item.id, machine.streams), this.limits);
  }

  #hasWork(machine: QueueItemMachine): boolean {
    return nextQueueItem(machine, { type: "step", batch: this.#batchFor(machine) }).effects.some(isCallEffect);
  }

  #mayUpload(machine: QueueItemMachine): boolean {
    if (machine.removed || machine.call !== null || machine.item.state.isSuspended) return false;
    return !this.#locks.has("recording") || !machine.item.state.isFinished;
  }

  /** Keeps the current item while it has work; otherwise the oldest item that has (spec 2 §4.7: one at a time). */
  #chooseCurrent(): QueueItemMachine | null {
    const current = this.#currentId === null ? undefined : this.#machines.get(this.#currentId);
    if (current && this.#mayUpload(current) && this.#hasWork(current)) return current;
    const next = [...this.#machines.values()]
      .filter((machine) => this.#mayUpload(machine) && this.#hasWork(machine))
      .sort(byStart)[0];
    if (!next) return null;
    this.#currentId = next.item.id;
    return next;
  }

  /** Runs effects in order; a call's answer is fed back to the machine and its effects run in turn. */
  async #run(generation: number, id: string, effects: readonly QueueEffect[]): Promise<Outcome> {
    let outcome: Outcome = "progressed";
    for (let index = 0; index < effects.length; index += 1) {
      const effect = effects[index]!;
      if (generation !== this.#generation) return "idle";
      if (isLocalWrite(effect)) {
        const writes = [effect];
        while (index + 1 < effects.length && isLocalWrite(effects[index + 1]!)) writes.push(effects[++index]!);
        this.#trail(id, writes as Exclude<QueueEffect, CallEffect>[]);
        continue;
      }
      if (!isCallEffect(effect)) {
        await this.#settleWrites();
        await this.#apply(id, effect);
        continue;
      }
      if (effect.kind !== "upload") await this.#settleWrites();
      const answer = await this.#serially(() =>
        performQueueCall(
          this.#calls,
          effect,
          (chunkId) => this.#readSlice(chunkId),
          (error) => this.#failureOf(error),
        ),
      );
      if (generation !== this.#generation || !this.#machines.has(id)) return "idle";
      // Whatever would only repeat the same request at once waits for the next check instead: a
      // failure that may pass, a conflict, or a path that 404s under a session that still exists.
      if (answer.type === "callFailed" && classifyFailure(answer.failure) !== "billing") outcome = "failed";
      if (answer.type === "sessionChecked" && answer.exists) outcome = "failed";
      const followUp = await this.#run(generation, id, this.#transition(id, answer));
      if (followUp === "failed") outcome = "failed";
    }
    return outcome;
  }

  /**
   * Flags and saves trail behind the uploads: the next batch goes while they are written, so a fast
   * link is not held up by the local database between two uploads. Nothing depends on them being on
   * disk first: after a crash the queue reads how far the server got (spec 2 §4.8), and IndexedDB
   * applies the writes in the order they were asked for. Every other call, and any delete, waits.
   */
  #trail(id: string, writes: readonly Exclude<QueueEffect, CallEffect>[]): void {
    const next = this.#trailingWrites.then(async () => {
      await Promise.all(writes.map((write) => this.#apply(id, write)));
    });
    // Seen by the next #settleWrites; never an unhandled rejection meanwhile.
    next.catch(() => undefined);
    this.#trailingWrites = next;
  }

  /** Waits for the trailing writes; a write that failed fails here, in the loop that asked for it. */
  async #settleWrites(): Promise<void> {
    const pending = this.#trailingWrites;
    this.#trailingWrites = Promise.resolve();
    await pending;
  }

  async #readSlice(chunkId: number): Promise<Uint8Array> {
    const bytes = await this.#storeOp(() => this.store.readChunk(chunkId));
    if (!bytes) throw new Error(`Slice ${chunkId} is no longer in this device's storage.`);
    return new Uint8Array(await bytes.arrayBuffer());
  }

  #failureOf(error: unknown): CallFailure {
    const online = this.network.status !== "Offline";
    if (isApiError(error)) return { status: error.status, title: error.title, message: error.message, online };
    return { status: -1, title: QUEUE_TEXTS.somethingWentWrong, message: errorText(error), online };
  }

  async #apply(id: string, effect: Exclude<QueueEffect, CallEffect>): Promise<void> {
    switch (effect.kind) {
      case "save": {
        const machine = this.#machines.get(id);
        if (machine && !machine.removed) await this.#storeOp(() => this.store.putItem(machine.item));
        return;
      }
      case "mark": {
        const ids = this.#chunks.ids(id, effect.streamType, effect.fromSequence, effect.toSequence);
        if (ids.length > 0) await this.#storeOp(() => this.store.setUploaded(ids, effect.isUploaded));
        return;
      }
      case "delete":
        await this.#storeOp(() => this.store.deleteItem(id));
        this.#forget(id);
        return;
      case "notice":
        return this.#notify(id, effect.notice);
    }
  }

  // ── stuck (spec 2 §4.9) ─────────────────────────────────────────────────────────────────────────

  /** Reports what is newly stuck at each queue check (and at start), unless offline. */
  async #checkStuck(): Promise<void> {
    this.#publish();
    if (this.#networkOffline) return;
    const items = [...this.#machines.values()].filter((machine) => !machine.removed).map((machine) => machine.item);
    await this.#stuck.report(items, this.clock.now(), (stuck) => this.#serially(() => this.#calls.reportStuck(stuck)));
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────────────

  #machine(itemId: string): QueueItemMachine {
    const machine = this.#machines.get(itemId);
    if (!machine || machine.removed) throw new Error(QUEUE_TEXTS.sessionNotFound);
    return machine;
  }

  /** Applies an event to the item's machine and returns the effects to run. */
  #transition(id: string, event: QueueItemEvent): readonly QueueEffect[] {
    const machine = this.#machines.get(id);
    if (!machine) return [];
    const next = nextQueueItem(machine, event);
    this.#commit(id, next.state);
    return next.effects;
  }

  async #transitionAndApply(id: string, event: QueueItemEvent): Promise<void> {
    for (const effect of this.#transition(id, event)) {
      if (!isCallEffect(effect)) await this.#apply(id, effect);
    }
  }

  #commit(id: string, state: QueueItemMachine): void {
    if (!this.#machines.has(id)) return;
    this.#machines.set(id, state);
    // A suspended item (paused, a 402, a failed merge) is no longer the one uploading, so the banner
    // offers its resume button (spec 2 §2.6) and the queue may move on to the next item.
    if (state.item.state.isSuspended && this.#currentId === id) this.#currentId = null;
    this.#publish();
  }

  #forget(id: string): void {
    this.#machines.delete(id);
    this.#chunks.drop(id);
    if (this.#currentId === id) this.#currentId = null;
    this.#publish();
  }

  #forgetAll(): void {
    this.#machines.clear();
    this.#chunks.clear();
    this.#currentId = null;
    this.#resumingId = null;
  }

  #serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#serial.then(work);
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
        machines: this.#machines.values(),
        currentId: this.#currentId,
        resumingId: this.#resumingId,
        locks: [...this.#locks],
        networkOffline: this.#networkOffline,
        isUploading: this.#pumpingFor === this.#generation && this.#currentId !== null && !this.#isHeld(),
        storageProblem: this.#storageProblem,
        now: this.clock.now(),
      }),
    );
  }

  #newId(): string {
    this.#created += 1;
    const random = Math.floor(Math.random() * 36 ** 6).toString(36);
    return `local-${this.clock.now().toString(36)}-${this.#created.toString(36)}-${random}`;
  }
}
