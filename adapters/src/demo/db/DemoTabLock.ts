/**
 * One unit of backend work at a time across every tab of this browser (issue 20): all of them run
 * the backend over the same IndexedDB database, each with its tables in memory, so a unit must see
 * what the others wrote before it reads, and must not interleave with theirs while it writes.
 * DemoDatabase.exclusive runs every request, test control and pipeline step through `run`.
 */
export interface DemoTabLock {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/** No other tab to wait for: the Node server, the in-process tests, a browser without Web Locks. */
export const passThroughTabLock: DemoTabLock = { run: (work) => work() };

/** The Web Locks name every tab of the demo takes before a unit of backend work. */
export const DEMO_TAB_LOCK_NAME = "lectern-demo-backend";

interface WebLocks {
  request<T>(name: string, options: { mode: "exclusive" }, callback: () => Promise<T>): Promise<T>;
}

/**
 * The browser's Web Locks (`navigator.locks`), held for the whole unit: the lock is released when the
 * unit settles, and a tab that closes mid-unit releases it too. Pass-through where there are none.
 */
export const webLocksTabLock = (name: string = DEMO_TAB_LOCK_NAME): DemoTabLock => {
  const locks = typeof navigator === "undefined" ? undefined : (navigator as { locks?: WebLocks | undefined }).locks;
  if (typeof locks?.request !== "function") return passThroughTabLock;
  return { run: (work) => locks.request(name, { mode: "exclusive" }, work) };
};
