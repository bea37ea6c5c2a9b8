import type { QueueWorld } from "./QueueWorld";

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets every promise chain of the queue, the store and the in-process backend run to its end (no
 * time passes: the clock only moves when a test advances it). Fails loudly rather than wait for ever.
 */
export const settle = async (world: QueueWorld, maxTurns = 500): Promise<void> => {
  let quiet = 0;
  for (let turn = 0; turn < maxTurns; turn += 1) {
    await macrotask();
    const busy = world.runs.some((run) => run.http.inFlight > 0) || world.queue.state.isUploading;
    quiet = busy ? 0 : quiet + 1;
    if (quiet >= 3) return;
  }
  throw new Error(`The queue did not settle within ${maxTurns} turns of the event loop.`);
};
