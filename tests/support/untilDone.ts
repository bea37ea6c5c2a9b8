import type { VirtualClock } from "./VirtualClock";

/** Lets every pending promise (commits, the stop sequence) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Moves virtual time on in 500 ms steps until `pending` settles: the recorder's stop sequence waits
 * 1.5 s and 5 s on the clock, between promise chains that need real turns of the event loop.
 */
export const untilDone = async <T>(clock: VirtualClock, pending: Promise<T>): Promise<T> => {
  const progress = { done: false };
  void pending.finally(() => (progress.done = true)).catch(() => undefined);
  for (let step = 0; !progress.done && step < 1000; step += 1) {
    await settle();
    if (!progress.done) clock.advance(500);
  }
  return pending;
};
