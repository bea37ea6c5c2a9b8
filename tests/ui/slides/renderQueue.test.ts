import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RenderCancelled } from "../../../ui/src/slides/pdf/PdfDeck";
import { RenderQueue } from "../../../ui/src/slides/pdf/renderQueue";
import { type Deferred, deferred, flush, outcomeOf } from "./deferred";

/** A queue whose jobs finish when the test says, recording the order they started in. */
const harness = () => {
  const queue = new RenderQueue();
  const started: string[] = [];
  const runs = new Map<string, { readonly done: Deferred<string>; readonly signal: AbortSignal }>();
  let active = 0;
  let most = 0;
  const schedule = (name: string, signal?: AbortSignal) =>
    queue.schedule(async (running) => {
      started.push(name);
      active += 1;
      most = Math.max(most, active);
      const done = deferred<string>();
      runs.set(name, { done, signal: running });
      try {
        return await done.promise;
      } finally {
        active -= 1;
      }
    }, signal);
  const finish = async (name: string, value = name) => {
    runs.get(name)!.done.resolve(value);
    await flush();
  };
  return { queue, started, runs, schedule, finish, most: () => most };
};

describe("RenderQueue", () => {
  it("runs one job at a time, the newest waiting one next", async () => {
    const h = harness();
    const a = h.schedule("a");
    const b = h.schedule("b");
    const c = h.schedule("c");
    await flush();
    expect(h.started).toEqual(["a"]);
    expect(h.queue.pending).toBe(2);
    await h.finish("a");
    expect(h.started).toEqual(["a", "c"]);
    const d = h.schedule("d");
    await h.finish("c");
    await h.finish("d");
    await h.finish("b");
    expect(h.started).toEqual(["a", "c", "d", "b"]);
    expect(h.most()).toBe(1);
    await expect(Promise.all([a, b, c, d])).resolves.toEqual(["a", "b", "c", "d"]);
  });

  it("drops a waiting job whose signal aborts: it never runs and rejects at once", async () => {
    const h = harness();
    const a = h.schedule("a");
    const request = new AbortController();
    const b = outcomeOf(h.schedule("b", request.signal));
    request.abort();
    await flush();
    expect(b.state).toBe("rejected");
    expect(b.error).toBeInstanceOf(RenderCancelled);
    expect(h.queue.pending).toBe(0);
    await h.finish("a");
    await expect(a).resolves.toBe("a");
    expect(h.started).toEqual(["a"]);
  });

  it("never runs a job whose signal aborted before it was scheduled", async () => {
    const h = harness();
    await expect(h.schedule("a", AbortSignal.abort())).rejects.toBeInstanceOf(RenderCancelled);
    expect(h.started).toEqual([]);
  });

  it("aborts a running job's signal; it rejects as cancelled even if it finishes, and the next one starts", async () => {
    const h = harness();
    const request = new AbortController();
    const a = outcomeOf(h.schedule("a", request.signal));
    const b = h.schedule("b");
    await flush();
    request.abort();
    expect(h.runs.get("a")!.signal.aborted).toBe(true);
    expect(h.started).toEqual(["a"]);
    await h.finish("a");
    expect(a.state).toBe("rejected");
    expect(a.error).toBeInstanceOf(RenderCancelled);
    expect(h.started).toEqual(["a", "b"]);
    await h.finish("b");
    await expect(b).resolves.toBe("b");
  });

  it("passes a job's own failure on and carries on with the next", async () => {
    const queue = new RenderQueue();
    const failure = new Error("The page is damaged.");
    const a = queue.schedule(async () => Promise.reject(failure));
    const b = queue.schedule(() => {
      throw new Error("thrown before any await");
    });
    const c = queue.schedule(async () => "c");
    await expect(a).rejects.toBe(failure);
    await expect(c).resolves.toBe("c");
    await expect(b).rejects.toThrow("thrown before any await");
  });

  it("close cancels the waiting jobs, aborts the running one, and refuses later ones", async () => {
    const h = harness();
    const a = outcomeOf(h.schedule("a"));
    const b = outcomeOf(h.schedule("b"));
    await flush();
    h.queue.close();
    await flush();
    expect(b.state).toBe("rejected");
    expect(b.error).toBeInstanceOf(RenderCancelled);
    expect(h.runs.get("a")!.signal.aborted).toBe(true);
    await h.finish("a");
    expect(a.error).toBeInstanceOf(RenderCancelled);
    await expect(h.schedule("c")).rejects.toBeInstanceOf(RenderCancelled);
    expect(h.started).toEqual(["a"]);
  });

  it("stops listening to a caller's signal once its job has settled", async () => {
    const queue = new RenderQueue();
    const request = new AbortController();
    let listening = 0;
    const add = request.signal.addEventListener.bind(request.signal);
    const remove = request.signal.removeEventListener.bind(request.signal);
    request.signal.addEventListener = ((...args: Parameters<typeof add>) => {
      listening += 1;
      add(...args);
    }) as typeof add;
    request.signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
      listening -= 1;
      remove(...args);
    }) as typeof remove;
    await queue.schedule(async () => "done", request.signal);
    expect(listening).toBe(0);
  });

  type Step =
    { kind: "schedule" } | { kind: "abort"; pick: number } | { kind: "finish"; ok: boolean } | { kind: "close" };
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 4, arbitrary: fc.constant({ kind: "schedule" as const }) },
    { weight: 2, arbitrary: fc.nat(30).map((pick) => ({ kind: "abort" as const, pick })) },
    { weight: 3, arbitrary: fc.boolean().map((ok) => ({ kind: "finish" as const, ok })) },
    { weight: 1, arbitrary: fc.constant({ kind: "close" as const }) },
  );

  it("property: any schedule/abort/finish/close sequence runs at most one job, newest first, and settles every promise", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const queue = new RenderQueue();
        interface Job {
          readonly abort: AbortController;
          outcome: ReturnType<typeof outcomeOf<number>>;
          started: boolean;
          abortedEarly: boolean;
        }
        const jobs: Job[] = [];
        // In an object: the jobs set it from inside their runs, where TypeScript cannot follow a `let`.
        const now: { running: { readonly id: number; readonly done: Deferred<number> } | null } = { running: null };
        let active = 0;
        let closed = false;
        for (const next of steps) {
          if (next.kind === "schedule") {
            const id = jobs.length;
            // Recorded before scheduling: the queue may start the job before schedule() returns.
            const job: Job = {
              abort: new AbortController(),
              started: false,
              abortedEarly: closed,
              outcome: { state: "pending" },
            };
            jobs.push(job);
            job.outcome = outcomeOf(
              queue.schedule(async () => {
                // Newest first: nothing scheduled after this one is still waiting.
                const newer = jobs.slice(id + 1).filter((other) => !other.started && !other.abortedEarly);
                expect(newer).toEqual([]);
                expect(now.running).toBeNull();
                job.started = true;
                active += 1;
                expect(active).toBe(1);
                const done = deferred<number>();
                now.running = { id, done };
                try {
                  return await done.promise;
                } finally {
                  active -= 1;
                }
              }, job.abort.signal),
            );
          } else if (next.kind === "abort" && jobs.length > 0) {
            const job = jobs[next.pick % jobs.length]!;
            if (job.outcome.state === "pending") {
              job.abortedEarly = true;
              job.abort.abort();
            }
          } else if (next.kind === "finish" && now.running) {
            const { id, done } = now.running;
            now.running = null;
            if (next.ok) done.resolve(id);
            else done.reject(new Error(`job ${id} failed`));
          } else if (next.kind === "close") {
            closed = true;
            for (const job of jobs) if (!job.started) job.abortedEarly = true;
            queue.close();
          }
          await flush();
        }
        // Whatever is left runs to its end, one after another.
        while (now.running) {
          const { id, done } = now.running;
          now.running = null;
          done.resolve(id);
          await flush();
        }
        expect(queue.pending).toBe(0);
        for (const [id, job] of jobs.entries()) {
          expect(job.outcome.state).not.toBe("pending");
          if (job.abortedEarly) expect(job.outcome.error).toBeInstanceOf(RenderCancelled);
          if (job.outcome.state === "resolved") expect(job.outcome.value).toBe(id);
          // Cancelled, or its own failure: an assertion failing inside a run must not pass unseen.
          if (job.outcome.state === "rejected" && !(job.outcome.error instanceof RenderCancelled)) {
            expect(job.outcome.error).toEqual(new Error(`job ${id} failed`));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
