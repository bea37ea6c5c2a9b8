import { QueueStoreError } from "@lectern/core/ports/QueueStore";
import { QUEUE_TEXTS } from "@lectern/core/queue/domain/queueTexts";
import fc from "fast-check";
import { expect } from "vitest";
import { checkInvariants } from "./queueInvariants";
import {
  type FaultPlan,
  type ModelItem,
  type QueueModel,
  type QueueReal,
  emptyCommitted,
  faultAction,
  faultEndpoint,
  streamTypeAt,
} from "./queueModel";
import { asChunk, sliceBytes } from "./recordingBytes";

type Command = fc.AsyncCommand<QueueModel, QueueReal, false>;

const HOUR = 3_600_000;
// Two jumps past a day at most: the demo's login lasts 30 days of its clock.
const MAX_JUMPS = 2;
const MAX_ITEMS = 5;

/** The recording is over from the queue's point of view (finished, or its session removed under it). */
const endRecording = (model: QueueModel, real: QueueReal): void => {
  model.recording = null;
  real.world.queue.setLock("recording", false);
};

/** A commit or finish on an item the server removed fails as the recorder would see it; anything else is a bug. */
const recordingGone = (error: unknown, item: ModelItem): boolean =>
  item.sessionDeleted && error instanceof Error && error.message === QUEUE_TEXTS.sessionNotFound;

class StartRecording implements Command {
  check = (model: QueueModel) => model.recording === null && model.items.length < MAX_ITEMS;
  async run(model: QueueModel, real: QueueReal) {
    const { world } = real;
    const number = model.items.length + 1;
    const name = `rec-${number}`;
    const startedAt = world.clock.now();
    const id = await world.queue.addItem({ name, startedAt, organizationId: null, sessionId: null });
    const item: ModelItem = {
      number,
      name,
      id,
      startedAt,
      committed: emptyCommitted(),
      sessionDeleted: false,
      owner: model.signedIn,
    };
    model.items.push(item);
    model.recording = item;
    world.queue.setLock("recording", true);
    await checkInvariants(model, world);
  }
  toString = () => "StartRecording";
}

class CommitChunk implements Command {
  constructor(
    readonly stream: number,
    readonly size: number,
  ) {}
  check = (model: QueueModel) => model.recording !== null;
  async run(model: QueueModel, real: QueueReal) {
    const item = model.recording!;
    const type = streamTypeAt(this.stream);
    const sequence = item.committed[type].length;
    const bytes = sliceBytes(item.number, this.stream, sequence, this.size);
    const outcome = await real.world.queue.commitChunk(item.id, type, asChunk(bytes)).then(
      (meta) => ({ meta, error: null }),
      (error: unknown) => ({ meta: null, error }),
    );
    if (outcome.meta) {
      expect(this.size).toBeGreaterThan(0);
      expect(outcome.meta.sequence).toBe(sequence);
      item.committed[type].push(bytes);
    } else if (recordingGone(outcome.error, item)) {
      endRecording(model, real);
    } else {
      expect(this.size).toBe(0);
      expect(outcome.error).toBeInstanceOf(QueueStoreError);
      expect(outcome.error).toMatchObject({ reason: "empty-chunk", message: QUEUE_TEXTS.emptyChunk });
    }
    await checkInvariants(model, real.world);
  }
  toString = () => `CommitChunk(${streamTypeAt(this.stream)}, ${this.size})`;
}

class FinishRecording implements Command {
  check = (model: QueueModel) => model.recording !== null;
  async run(model: QueueModel, real: QueueReal) {
    const item = model.recording!;
    try {
      await real.world.queue.finishItem(item.id, real.world.clock.now());
    } catch (error) {
      if (!recordingGone(error, item)) throw error;
    }
    endRecording(model, real);
    await checkInvariants(model, real.world);
  }
  toString = () => "FinishRecording";
}

/** The app crashes and reloads: the old run stops dead; the new one starts without being awaited. */
class Restart implements Command {
  check = () => true;
  async run(model: QueueModel, real: QueueReal) {
    model.recording = null;
    real.world.restart();
    real.starts.push(real.world.queue.start(real.world.owner));
    await checkInvariants(model, real.world);
  }
  toString = () => "Restart";
}

/**
 * The user logs out and the other account signs in on this device (between recordings): the queue
 * stops and starts for them. Whatever the first user left queued must stay out of their account.
 */
class SwitchUser implements Command {
  check = (model: QueueModel) => model.recording === null;
  async run(model: QueueModel, real: QueueReal) {
    model.signedIn = 1 - model.signedIn;
    real.world.restart();
    real.starts.push(real.world.queue.start(real.world.signInAs(model.signedIn)));
    await checkInvariants(model, real.world);
  }
  toString = () => "SwitchUser";
}

class GoOffline implements Command {
  check = (model: QueueModel) => !model.offline;
  async run(model: QueueModel, real: QueueReal) {
    model.offline = true;
    real.world.goOffline();
  }
  toString = () => "GoOffline";
}

class GoOnline implements Command {
  check = (model: QueueModel) => model.offline;
  async run(model: QueueModel, real: QueueReal) {
    model.offline = false;
    real.world.goOnline();
  }
  toString = () => "GoOnline";
}

class ArmFault implements Command {
  constructor(readonly plan: FaultPlan) {}
  check = () => true;
  async run(_model: QueueModel, real: QueueReal) {
    const { method, path } = faultEndpoint(this.plan);
    const times = "times" in this.plan ? this.plan.times : 1;
    real.world.backend.controls.faults.arm({ method, path, action: faultAction(this.plan), times });
  }
  toString = () => `ArmFault(${JSON.stringify(this.plan)})`;
}

/** The user deletes a recording on another device while it uploads. */
class DeleteSession implements Command {
  constructor(readonly index: number) {}
  check = (model: QueueModel) => model.items.length > 0;
  async run(model: QueueModel, real: QueueReal) {
    const item = model.items[this.index % model.items.length]!;
    const { controls } = real.world.backend;
    const stored = await real.world.store.getItem(item.id);
    // A merged recording has left the queue's hands: deleting it then tells nothing about the queue.
    const session = controls.sessions().find((candidate) => candidate.id === stored?.sessionId);
    if (session && session.status < 30 && (await controls.deleteSession(session.id))) item.sessionDeleted = true;
    await checkInvariants(model, real.world);
  }
  toString = () => `DeleteSession(${this.index})`;
}

class Pause implements Command {
  constructor(readonly index: number) {}
  check = (model: QueueModel) => model.items.length > 0;
  async run(model: QueueModel, real: QueueReal) {
    const item = model.items[this.index % model.items.length]!;
    const { queue } = real.world;
    if (queue.state.entries.some((entry) => entry.id === item.id)) await queue.pause(item.id);
    await checkInvariants(model, real.world);
  }
  toString = () => `Pause(${this.index})`;
}

class Resume implements Command {
  constructor(readonly index: number) {}
  check = (model: QueueModel) => model.items.length > 0;
  async run(model: QueueModel, real: QueueReal) {
    const item = model.items[this.index % model.items.length]!;
    const { queue } = real.world;
    if (queue.state.entries.some((entry) => entry.id === item.id)) await queue.resume(item.id);
    await checkInvariants(model, real.world);
  }
  toString = () => `Resume(${this.index})`;
}

/** Virtual time passes: probes, idle checks and pings fire on the way. */
class AdvanceTime implements Command {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: QueueModel, real: QueueReal) {
    real.world.clock.advance(this.ms);
    await checkInvariants(model, real.world);
  }
  toString = () => `AdvanceTime(${this.ms})`;
}

/** The machine sleeps past the stuck threshold. */
class JumpClock implements Command {
  check = (model: QueueModel) => model.jumps < MAX_JUMPS;
  async run(model: QueueModel, real: QueueReal) {
    model.jumps += 1;
    real.world.clock.jump(25 * HOUR);
  }
  toString = () => "JumpClock(25 h)";
}

const index = fc.nat(MAX_ITEMS - 1);
const times = fc.integer({ min: 1, max: 3 });
const endpoint = fc.nat(8);

const faultPlan: fc.Arbitrary<FaultPlan> = fc.oneof(
  fc
    .record({
      kind: fc.constant("status" as const),
      endpoint,
      status: fc.constantFrom(500, 503, 404, 409, 422),
      times,
    })
    // A made-up 404 on the session check is the server saying the session is gone: the queue then
    // rightly drops the item. Removal is tested for real by DeleteSession instead.
    .filter((plan) => !(plan.endpoint === 7 && plan.status === 404)),
  fc.record({ kind: fc.constant("drop" as const), endpoint, afterHandling: fc.boolean(), times }),
  fc.record({ kind: fc.constant("billing" as const), endpoint: fc.constantFrom(0 as const, 1 as const, 4 as const) }),
  fc.constant({ kind: "failMerge" as const }),
);

const commit = fc
  .tuple(fc.nat(2), fc.integer({ min: 1, max: 40 }))
  .map(([stream, size]) => new CommitChunk(stream, size));

/** Every command the model test may run, repeated to weigh it: mostly recording, now and then a mishap. */
export const queueCommands = [
  fc.constant(new StartRecording()),
  fc.constant(new StartRecording()),
  commit,
  commit,
  commit,
  commit,
  fc.nat(2).map((stream) => new CommitChunk(stream, 0)),
  fc.constant(new FinishRecording()),
  fc.constant(new FinishRecording()),
  fc.constant(new Restart()),
  fc.constant(new SwitchUser()),
  fc.constant(new GoOffline()),
  fc.constant(new GoOnline()),
  faultPlan.map((plan) => new ArmFault(plan)),
  faultPlan.map((plan) => new ArmFault(plan)),
  index.map((item) => new DeleteSession(item)),
  index.map((item) => new Pause(item)),
  index.map((item) => new Resume(item)),
  fc.constantFrom(2_000, 6_000, 10_000, 20_000, 30_000).map((ms) => new AdvanceTime(ms)),
  fc.constantFrom(2_000, 6_000, 10_000, 20_000, 30_000).map((ms) => new AdvanceTime(ms)),
  fc.constant(new JumpClock()),
];
