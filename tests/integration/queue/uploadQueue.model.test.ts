import { QUEUE_TEXTS, QUEUE_TIMING } from "@lectern/core/queue/domain/queueTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queueCommands } from "./queueCommands";
import { checkInvariants, mergedOnServer } from "./queueInvariants";
import { type QueueModel, type QueueReal, newModel } from "./queueModel";
import { QueueWorld } from "./QueueWorld";

/** 1000 in CI; `npm run test:queue-model` runs 10,000; QUEUE_MODEL_RUNS overrides both. */
const RUNS = Number(process.env["QUEUE_MODEL_RUNS"] ?? 1000);
const DRAIN_ROUNDS = 40;
const LOOP_TITLES: readonly string[] = [
  QUEUE_TEXTS.uploadLoopError,
  QUEUE_TEXTS.mergeError,
  QUEUE_TEXTS.chunksLoopError,
];

/**
 * Faults stop, the recorder stops, the user resumes whatever is suspended: every item must now
 * drain, each merged file equal to the committed bytes in order, and every item that sat stuck at a
 * queue check reported.
 */
const drainAndCheck = async (model: QueueModel, real: QueueReal): Promise<void> => {
  const { world, scheduler } = real;
  world.backend.controls.faults.clear();
  world.goOnline();
  await scheduler.waitIdle();
  world.clock.advance(6_000); // the monitor's probe notices the connection
  await scheduler.waitIdle();
  await Promise.all(real.starts);
  const { queue } = world;
  if (model.recording) await queue.finishItem(model.recording.id, world.clock.now()).catch(() => undefined);
  model.recording = null;
  queue.setLock("recording", false);
  // One queue check with everything still queued: whatever is stuck now must be reported.
  const stuckNow = queue.state.entries.filter((entry) => entry.isStuck).map((entry) => entry.id);
  world.clock.advance(QUEUE_TIMING.queueCheckMs);
  await scheduler.waitIdle();

  const drainFor = async (): Promise<void> => {
    const running = world.queue;
    for (let round = 0; round < DRAIN_ROUNDS && running.state.entries.length > 0; round += 1) {
      for (const entry of running.state.entries) if (entry.status === "suspended") await running.resume(entry.id);
      world.clock.advance(QUEUE_TIMING.queueCheckMs);
      await scheduler.waitIdle();
    }
    expect(running.state.entries, "every item drains once the faults stop").toEqual([]);
  };
  await drainFor();
  // The other user signs in on this device: what they left queued drains into their own account.
  const other = 1 - model.signedIn;
  world.restart();
  const started = world.queue.start(world.signInAs(other));
  await scheduler.waitIdle();
  await started;
  await drainFor();

  expect(await world.store.listItems()).toEqual([]);
  await checkInvariants(model, world);
  for (const item of model.items) {
    if (!item.sessionDeleted) expect(await mergedOnServer(world, item), `${item.name} merged`).toBe(true);
  }
  const reported = new Set(
    world.backend.controls
      .stuckReports()
      .flatMap((report) => report.items as { identity: string }[])
      .map((item) => item.identity),
  );
  for (const id of stuckNow) expect(reported.has(id), `stuck ${id} reported`).toBe(true);
  for (const run of world.runs) {
    const ids = run.http.acknowledgedStuck.flat();
    expect(new Set(ids).size, "each stuck item reported once per run").toBe(ids.length);
  }
  for (const notice of world.notices) {
    if (notice.kind === "loopError") expect(LOOP_TITLES).toContain(notice.title);
    if (notice.kind === "sessionRemoved") expect(notice.message).toBe(QUEUE_TEXTS.sessionRemoved);
  }
};

/** With QUEUE_MODEL_DEBUG set, a failing run prints what travelled and what the user was told. */
const explain = (real: QueueReal): void => {
  if (!process.env["QUEUE_MODEL_DEBUG"]) return;
  const { world, scheduler } = real;
  for (const [index, run] of world.runs.entries()) {
    const wire = run.http.sent.map(
      (request) => `${request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method} ${request.url}`,
    );
    console.log(`run ${index}:`, wire.join(" | "));
  }
  console.log("notices:", JSON.stringify(world.notices));
  console.log("sessions:", JSON.stringify(world.backend.controls.sessions()));
  console.log(
    scheduler
      .report()
      .map((task) => `${task.label} ${task.status}`)
      .join("\n"),
  );
};

describe("UploadQueue model: a committed slice reaches the server once, in order, whatever happens", () => {
  it(
    `holds over ${RUNS} random runs of recordings, crashes, outages and server faults`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.scheduler(),
          fc.commands(queueCommands, { maxCommands: 100, size: "max" }),
          async (scheduler, commands) => {
            const world = await QueueWorld.open((label, value) => scheduler.schedule(Promise.resolve(value), label));
            world.launch();
            const real: QueueReal = { world, scheduler, starts: [world.queue.start(world.owner)] };
            const model = newModel();
            try {
              await fc.scheduledModelRun(scheduler, () => ({ model, real }), commands);
              await drainAndCheck(model, real);
            } catch (error) {
              explain(real);
              throw error;
            } finally {
              for (const run of world.runs) run.queue.stop();
              for (const run of world.runs) run.network.stop();
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    RUNS * 500,
  );
});
