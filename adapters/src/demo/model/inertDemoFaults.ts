import type { DemoFaults } from "./DemoFaults";

const off = (): never => {
  throw new Error("Fault injection is off in this backend.");
};

/**
 * A shipped tab's faults: none are ever armed, so none is taken and nothing is held. DemoFaults itself
 * (its rules and texts) stays out of the sign-in page's backend; the Node server, the tests and the e2e
 * build pass a real one.
 */
export const inertDemoFaults = {
  take: () => null,
  addedDelayMs: 0,
  waitForRelease: () => Promise.resolve(),
  // What only tests call: refused, so a missing DemoFaults is never silent.
  arm: off,
} as unknown as DemoFaults;
