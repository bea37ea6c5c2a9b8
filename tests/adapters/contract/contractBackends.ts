import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { afterAll, beforeAll } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { apiOver } from "./contractSubject";
import { ManualNow } from "./ManualNow";
import { RecordingPublisher } from "./upload/RecordingPublisher";

/** The in-process demo backend every in-process contract subject is built on. */
export interface InProcessContractBackend extends ReturnType<typeof apiOver> {
  readonly clock: ManualNow;
  readonly events: RecordingPublisher;
  readonly backend: DemoBackend;
  /** Seed data again, clock rewound, published events forgotten. */
  reset(): Promise<void>;
}

/** A fresh in-memory demo backend on a manual clock, seen through core's ApiClient. */
export const openInProcessContractBackend = async (): Promise<InProcessContractBackend> => {
  const clock = new ManualNow();
  const events = new RecordingPublisher();
  const backend = await openDemoBackend({
    persistence: new MemoryDemoPersistence(),
    now: clock.now,
    publisher: events,
  });
  return {
    ...apiOver(backend.http),
    clock,
    events,
    backend,
    async reset() {
      clock.rewind();
      await backend.controls.reset();
      events.clear();
    },
  };
};

/** The Node demo server a contract file runs against: started before its tests, closed after. */
export interface NodeContractServer {
  readonly clock: ManualNow;
  readonly events: RecordingPublisher;
  readonly server: () => RunningDemoServer;
  /** A new ApiClient over real HTTP (axios), with its own token store. */
  connect(): ReturnType<typeof apiOver>;
  /** GETs a test-control route with fetch (AxiosHttp reads answers as text, which would garble bytes). */
  controlGet(path: string): Promise<Response>;
}

/** Registers the server's start and close with the calling test file. */
export const nodeContractServer = (): NodeContractServer => {
  const clock = new ManualNow();
  const events = new RecordingPublisher();
  let running: RunningDemoServer | null = null;
  const server = (): RunningDemoServer => {
    if (!running) throw new Error("The Node demo server is not started yet (use it inside a test).");
    return running;
  };
  beforeAll(async () => {
    running = await startTestDemoServer(clock.now, undefined, { publisher: events });
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    clock,
    events,
    server,
    connect: () => apiOver(new AxiosHttp({ baseUrl: server().url, timeoutMs: 10_000 })),
    controlGet: (path) => fetch(`${server().url}/${path}`),
  };
};
