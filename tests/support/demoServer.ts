import { type RunningDemoServer, startDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import type { PusherOptions } from "@lectern/adapters/demo/server/pusherOptions";

/**
 * The Node demo server for tests of the real adapters: started in-process on a free port with the
 * test's clock (and, for realtime tests, a soketi to publish to). Start it in beforeAll and close it
 * in afterAll.
 */
export const startTestDemoServer = (now: () => number, pusher?: Partial<PusherOptions>): Promise<RunningDemoServer> =>
  startDemoServer({ port: 0, now, ...(pusher ? { pusher } : {}) });
