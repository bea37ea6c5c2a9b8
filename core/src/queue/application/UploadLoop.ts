import { Subject } from "rxjs";
import { errorText, isApiError } from "../../kernel/ApiError";
import { type CallFailure, classifyFailure } from "../domain/callFailure";
import { nextQueueItem } from "../domain/nextQueueItem";
import type { StreamType } from "../domain/QueueItem";
import type { QueueItemMachine } from "../domain/QueueItemMachine";
import { type CallEffect, type QueueEffect, isCallEffect } from "../domain/queueItemEvents";
import { QUEUE_TEXTS } from "../domain/queueTexts";
import { performQueueCall } from "./performQueueCall";
import type { QueueHost } from "./QueueHost";
import type { QueueItems } from "./QueueItems";
import type { QueueServerCalls } from "./QueueServerCalls";
import { byStart } from "./toUploadQueueState";

/** How one pass of the upload loop ended: go on at once, wait for a check, or wait after a failure. */
export type Outcome = "progressed" | "idle" | "failed";

/** One run of the upload loop, from a kick until nothing more should go at once. */
interface UploadRun {
  /** Streams that sent a batch in this run. */
  readonly served: Set<StreamType>;
}

/** The effects that only write this device's database: flags ("mark") and the item ("save"); see #trail. */
const isLocalWrite = (effect: QueueEffect): boolean => effect.kind === "mark" || effect.kind === "save";

type LocalEffect = Exclude<QueueEffect, CallEffect>;

/**
 * The upload loop of the queue: picks the item to upload, asks its machine (the pure nextQueueItem)
 * for the next call, makes it, and feeds the answer back, until nothing more should go at once.
 * Uploading is driven by events, not timers: once a batch is acknowledged the next one goes at once,
 * so a throttled hidden tab still drains. A kick during a run is remembered and opens a new run.
 */
export class UploadLoop {
  readonly #mergeWait = new Subject<void>();
  /** A finished item waits on something local: the queue's ticks look again after spec 2 §9's 2 s. */
  readonly mergeWait$ = this.#mergeWait.asObservable();
  #pumpingFor: number | null = null;
  #kickedAgain = false;
  /** Local writes still on their way to the database (see #trail). */
  #trailingWrites: Promise<void> = Promise.resolve();

  constructor(
    private readonly host: QueueHost,
    private readonly items: QueueItems,
    private readonly calls: QueueServerCalls,
  ) {}

  /** True while a run of this generation goes on. */
  isRunning(generation: number): boolean {
    return this.#pumpingFor === generation;
  }

  /** Starts a run for this generation, or tells the one going on to look again before it ends. */
  kick(generation: number): void {
    if (this.#pumpingFor === generation) {
      this.#kickedAgain = true;
      return;
    }
    this.#pumpingFor = generation;
    this.host.publish();
    void this.#pump(generation);
  }

  /** Would the next step of this item make a call? */
  hasWork(machine: QueueItemMachine): boolean {
    return nextQueueItem(machine, { type: "step", batch: this.items.batchFor(machine) }).effects.some(isCallEffect);
  }

  /** Runs effects in order; a call's answer is fed back to the machine and its effects run in turn. */
  async run(generation: number, id: string, effects: readonly QueueEffect[]): Promise<Outcome> {
    let outcome: Outcome = "progressed";
    for (let index = 0; index < effects.length; index += 1) {
      const effect = effects[index]!;
      if (generation !== this.host.generation()) return "idle";
      if (isLocalWrite(effect)) {
        const writes = [effect];
        while (index + 1 < effects.length && isLocalWrite(effects[index + 1]!)) writes.push(effects[++index]!);
        this.#trail(id, writes as LocalEffect[]);
        continue;
      }
      if (!isCallEffect(effect)) {
        await this.settleWrites();
        await this.apply(id, effect);
        continue;
      }
      if (effect.kind !== "upload") await this.settleWrites();
      // A call queued behind others may come up after a stop (a logout): it is dropped, never sent.
      const answer = await this.host.serially(generation, () =>
        performQueueCall(
          this.calls,
          effect,
          (chunkId) => this.#readSlice(chunkId),
          (error) => this.#failureOf(error),
        ),
      );
      if (answer === null || generation !== this.host.generation() || !this.items.has(id)) return "idle";
      // Whatever would only repeat the same request at once waits for the next check instead: a
      // failure that may pass, a conflict, or a path that 404s under a session that still exists.
      if (answer.type === "callFailed" && classifyFailure(answer.failure) !== "billing") outcome = "failed";
      if (answer.type === "sessionChecked" && answer.exists) outcome = "failed";
      const followUp = await this.run(generation, id, this.items.transition(id, answer));
      if (followUp === "failed") outcome = "failed";
    }
    return outcome;
  }

  /** Applies a local effect: save the item, flag slices, delete the item, or show a notice. */
  async apply(id: string, effect: LocalEffect): Promise<void> {
    const { store } = this.host;
    switch (effect.kind) {
      case "save": {
        const machine = this.items.get(id);
        if (machine && !machine.removed) await this.host.storeOp(() => store.putItem(machine.item));
        return;
      }
      case "mark": {
        const ids = this.items.chunks.ids(id, effect.streamType, effect.fromSequence, effect.toSequence);
        if (ids.length > 0) await this.host.storeOp(() => store.setUploaded(ids, effect.isUploaded));
        return;
      }
      case "delete":
        await this.host.storeOp(() => store.deleteItem(id));
        this.items.forget(id);
        return;
      case "notice":
        return this.host.notify(id, effect.notice);
    }
  }

  /** Waits for the trailing writes; a write that failed fails here, in the loop that asked for it. */
  async settleWrites(): Promise<void> {
    const pending = this.#trailingWrites;
    this.#trailingWrites = Promise.resolve();
    await pending;
  }

  async #pump(generation: number): Promise<void> {
    const run: UploadRun = { served: new Set() };
    let outcome: Outcome = "idle";
    this.#kickedAgain = false;
    try {
      for (;;) {
        outcome = await this.#advance(generation, run);
        if (generation !== this.host.generation()) return;
        if (outcome === "progressed") continue;
        // A kick that came during this run (a check, a ping after a commit) opens a new one.
        // The trailing writes land before the run ends; a kick that came meanwhile is not lost.
        await this.settleWrites();
        if (generation !== this.host.generation()) return;
        if (outcome === "idle" && this.#kickedAgain) {
          this.#kickedAgain = false;
          run.served.clear();
          continue;
        }
        break;
      }
    } catch (error) {
      outcome = "failed";
      if (generation === this.host.generation()) this.host.reportFailure(this.items.currentId, error);
    } finally {
      if (this.#pumpingFor === generation) this.#pumpingFor = null;
      if (generation === this.host.generation()) {
        this.host.publish();
        if (outcome === "idle") this.#waitToMerge();
      }
    }
  }

  /** A finished item waiting on something local (a commit still being written) looks again in 2 s (spec 2 §9). */
  #waitToMerge(): void {
    const current = this.items.current();
    if (current && current.item.state.isFinished && !current.item.state.isSuspended && !this.host.isHeld()) {
      this.#mergeWait.next();
    }
  }

  /**
   * One step of the current item. While it records, a batch that is not full waits for the next check
   * once its stream was served in this run: so a short round trip sends ~10 s batches instead of a
   * request per slice, and the backlog still never grows past one check's worth.
   */
  async #advance(generation: number, run: UploadRun): Promise<Outcome> {
    if (this.host.isHeld()) return "idle";
    const machine = this.#chooseCurrent();
    if (!machine) return "idle";
    const id = machine.item.id;
    const next = nextQueueItem(machine, { type: "step", batch: this.items.batchFor(machine) });
    const call = next.effects.find(isCallEffect);
    if (!call) return "idle";
    if (call.kind === "upload") {
      const stream = call.batch.streamType;
      if (run.served.has(stream) && !call.batch.limited && !next.state.item.state.isFinished) return "idle";
      run.served.add(stream);
    }
    this.items.commit(id, next.state);
    return this.run(generation, id, next.effects);
  }

  #mayUpload(machine: QueueItemMachine): boolean {
    if (machine.removed || machine.call !== null || machine.item.state.isSuspended) return false;
    return !this.host.locks().has("recording") || !machine.item.state.isFinished;
  }

  /** Keeps the current item while it has work; otherwise the oldest item that has (spec 2 §4.7: one at a time). */
  #chooseCurrent(): QueueItemMachine | null {
    const current = this.items.current();
    if (current && this.#mayUpload(current) && this.hasWork(current)) return current;
    const next = [...this.items.all()]
      .filter((machine) => this.#mayUpload(machine) && this.hasWork(machine))
      .sort(byStart)[0];
    if (!next) return null;
    this.items.currentId = next.item.id;
    return next;
  }

  /**
   * Flags and saves trail behind the uploads: the next batch goes while they are written, so a fast
   * link is not held up by the local database between two uploads. Nothing depends on them being on
   * disk first: after a crash the queue reads how far the server got (spec 2 §4.8), and IndexedDB
   * applies the writes in the order they were asked for. Every other call, and any delete, waits.
   */
  #trail(id: string, writes: readonly LocalEffect[]): void {
    const next = this.#trailingWrites.then(async () => {
      await Promise.all(writes.map((write) => this.apply(id, write)));
    });
    // Seen by the next settleWrites; never an unhandled rejection meanwhile.
    next.catch(() => undefined);
    this.#trailingWrites = next;
  }

  async #readSlice(chunkId: number): Promise<Uint8Array> {
    const bytes = await this.host.storeOp(() => this.host.store.readChunk(chunkId));
    if (!bytes) throw new Error(`Slice ${chunkId} is no longer in this device's storage.`);
    return new Uint8Array(await bytes.arrayBuffer());
  }

  #failureOf(error: unknown): CallFailure {
    const online = !this.host.isOffline();
    if (isApiError(error)) return { status: error.status, title: error.title, message: error.message, online };
    return { status: -1, title: QUEUE_TEXTS.somethingWentWrong, message: errorText(error), online };
  }
}
