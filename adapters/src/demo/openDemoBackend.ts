import { DemoDatabase } from "./db/DemoDatabase";
import type { DemoPersistence } from "./db/DemoPersistence";
import { DemoRouter } from "./DemoRouter";
import { DemoTestControls } from "./DemoTestControls";
import { InProcessHttp } from "./InProcessHttp";
import type { DemoMediaStore } from "./media/DemoMediaStore";
import { MemoryDemoMediaStore } from "./media/MemoryDemoMediaStore";
import type { DemoPlanCapacity } from "./model/demoCapacity";
import { attachmentKeysOf } from "./model/notes";
import type { RealtimePublisher } from "./RealtimePublisher";
import { createDemoSeed } from "./seed/createDemoSeed";

export interface DemoBackendOptions {
  /** IdbDemoPersistence in the browser, MemoryDemoPersistence in tests. */
  readonly persistence: DemoPersistence;
  /** Recording bytes: IdbDemoMediaStore in the browser; memory by default. */
  readonly media?: DemoMediaStore;
  /** Epoch milliseconds, e.g. the app's ClockPort.now. */
  readonly now: () => number;
  /** Where events for the in-process socket go. */
  readonly publisher?: RealtimePublisher;
  /** The browser's online state, so the demo goes offline with the machine. */
  readonly isOnline?: () => boolean;
  /** Also answer the test-only routes (demo/faults, demo/media, demo/monitoring) over `http`. */
  readonly testControls?: boolean;
  /** The capacity of accounts without a licence; DEMO_PLAN_CAPACITY by default. */
  readonly demoPlan?: DemoPlanCapacity;
  /** Waited before every request, e.g. a benchmark's 150 ms of server latency. */
  readonly addedDelayMs?: number;
  /** How delays (added or injected) wait; setTimeout by default, a virtual clock in model tests. */
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface DemoBackend {
  readonly database: DemoDatabase;
  readonly router: DemoRouter;
  /** The HttpPort to bind in demo mode. */
  readonly http: InProcessHttp;
  /** Tests and benchmarks: faults, what the server holds (media bytes, stuck reports), reset. */
  readonly controls: DemoTestControls;
}

/** Everything demo mode needs from the backend-less backend, wired once for the composition root. */
export const openDemoBackend = async (options: DemoBackendOptions): Promise<DemoBackend> => {
  const database = await DemoDatabase.open(options.persistence, () => createDemoSeed(options.now()));
  const media = options.media ?? new MemoryDemoMediaStore();
  // Bytes of streams and files the snapshot no longer knows (it was reseeded) would otherwise stay for ever.
  await media.retainOnly(database.data.streams.map((stream) => stream.id));
  await media.retainOnlyFiles(attachmentKeysOf(database.data.notes));
  const router = new DemoRouter({
    database,
    now: options.now,
    media,
    ...(options.publisher ? { publisher: options.publisher } : {}),
    ...(options.testControls ? { testControls: true } : {}),
    ...(options.demoPlan ? { demoPlan: options.demoPlan } : {}),
    ...(options.addedDelayMs ? { addedDelayMs: options.addedDelayMs } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  return {
    database,
    router,
    http: new InProcessHttp(router, options.isOnline),
    controls: new DemoTestControls(router),
  };
};
