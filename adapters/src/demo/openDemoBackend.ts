import { DemoDatabase } from "./db/DemoDatabase";
import type { DemoPersistence } from "./db/DemoPersistence";
import { DemoRouter } from "./DemoRouter";
import { InProcessHttp } from "./InProcessHttp";
import type { RealtimePublisher } from "./RealtimePublisher";
import { createDemoSeed } from "./seed/createDemoSeed";

export interface DemoBackendOptions {
  /** IdbDemoPersistence in the browser, MemoryDemoPersistence in tests. */
  readonly persistence: DemoPersistence;
  /** Epoch milliseconds, e.g. the app's ClockPort.now. */
  readonly now: () => number;
  /** Where events for the in-process socket go. */
  readonly publisher?: RealtimePublisher;
  /** The browser's online state, so the demo goes offline with the machine. */
  readonly isOnline?: () => boolean;
}

export interface DemoBackend {
  readonly database: DemoDatabase;
  readonly router: DemoRouter;
  /** The HttpPort to bind in demo mode. */
  readonly http: InProcessHttp;
}

/** Everything demo mode needs from the backend-less backend, wired once for the composition root. */
export const openDemoBackend = async (options: DemoBackendOptions): Promise<DemoBackend> => {
  const database = await DemoDatabase.open(options.persistence, () => createDemoSeed(options.now()));
  const router = new DemoRouter({
    database,
    now: options.now,
    ...(options.publisher ? { publisher: options.publisher } : {}),
  });
  return { database, router, http: new InProcessHttp(router, options.isOnline) };
};
