/** A promise the test settles by hand, so no test waits on a timer to see an order of events. */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

/** Lets every promise reaction already queued run (one turn of the event loop, not a wait on time). */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** How a promise ended, read without awaiting it. */
export const outcomeOf = <T>(promise: Promise<T>) => {
  const outcome: { state: "pending" | "resolved" | "rejected"; value?: T; error?: unknown } = { state: "pending" };
  promise.then(
    (value) => Object.assign(outcome, { state: "resolved", value }),
    (error: unknown) => Object.assign(outcome, { state: "rejected", error }),
  );
  return outcome;
};
