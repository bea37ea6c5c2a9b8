import {
  type RunningDemoServer,
  type StartDemoServerOptions,
  startDemoServer,
} from "@lectern/adapters/demo/server/startDemoServer";
import type { PusherOptions } from "@lectern/adapters/demo/server/pusherOptions";

/**
 * The Node demo server for tests of the real adapters: started in-process on a free port with the
 * test's clock (and, for realtime tests, a soketi to publish to), its test controls (faults,
 * inspection) on. Start it in beforeAll and close it in afterAll.
 */
export const startTestDemoServer = (
  now: () => number,
  pusher?: Partial<PusherOptions>,
  options: Omit<StartDemoServerOptions, "port" | "now" | "pusher"> = {},
): Promise<RunningDemoServer> =>
  startDemoServer({ port: 0, now, testControls: true, ...(pusher ? { pusher } : {}), ...options });
