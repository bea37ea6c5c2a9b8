import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import type { DemoDatabase } from "./db/DemoDatabase";
import { LazyBlobMediaAddresses } from "./media/LazyBlobMediaAddresses";
import type { DemoMediaStore } from "./media/DemoMediaStore";
import type { MediaAddresses } from "./media/MediaAddresses";
import type { ChannelAuthorizer } from "./model/ChannelAuthorizer";
import { DEMO_PLAN_CAPACITY, type DemoPlanCapacity } from "./model/demoPlan";
import { DemoEventQueue } from "./model/DemoEventQueue";
import type { DemoFaultAction, DemoFaults, TakenFault } from "./model/DemoFaults";
import { inertDemoFaults } from "./model/inertDemoFaults";
import type { RealtimePublisher } from "./RealtimePublisher";
import { DemoHttpError } from "./routing/DemoHttpError";
import { type DemoRequest, toDemoRequest } from "./routing/DemoRequest";
import { errorReply } from "./routing/replies";
import { DEMO_ONLY_ROUTE_GROUPS, DEMO_ROUTE_GROUPS, DEMO_TEST_ROUTE_GROUPS } from "./routing/demoRouteGroups";
import { type DemoServices, type Route, matchPattern } from "./routing/Route";
import { eagerGroup } from "./routing/RouteGroup";
import { RouteTable } from "./routing/RouteTable";
import { withLinkTokensResolved } from "./model/linkTokenParams";

let refusingModule: typeof import("./media/RefusingMediaStore") | null = null;

/**
 * The full-disk fault's store, loaded when a test first injects it (never with the sign-in page's
 * backend). Tests that count event-loop turns load it up front, so no request waits on a module load.
 */
export const loadRefusingMediaStore = async (): Promise<typeof import("./media/RefusingMediaStore")> =>
  (refusingModule ??= await import("./media/RefusingMediaStore"));

export interface DemoRouterOptions {
  readonly database: DemoDatabase;
  /** Epoch milliseconds (the app passes its ClockPort's now; tests a manual clock). */
  readonly now: () => number;
  readonly publisher?: RealtimePublisher;
  /** Defaults to the WebCrypto signer with the soketi demo credentials (loaded with broadcasting/auth). */
  readonly channelAuthorizer?: ChannelAuthorizer;
  readonly faults?: DemoFaults;
  /** Recording bytes (assembleDemoBackend picks the store: the tab's IndexedDB, the server's disk, memory). */
  readonly media: DemoMediaStore;
  /** Where clients read media; blob: URLs of `media` by default (the tab). */
  readonly addresses?: MediaAddresses;
  /**
   * The demo's own doors (issue 19): its mailbox (demo/outbox), the stand-in identity provider
   * (demo/sso/assert), the card provider's page and demo/reset. On in the tab, which is one visitor's
   * own backend; the Node server only when started in a demo or test mode. Off by default.
   */
  readonly demoEndpoints?: boolean;
  /** Fault injection and inspection over HTTP (demo/faults, demo/media, demo/monitoring); off by default. */
  readonly testControls?: boolean;
  /** The capacity of accounts without a licence; DEMO_PLAN_CAPACITY by default. */
  readonly demoPlan?: DemoPlanCapacity;
  /** Waited before every request (a benchmark's server latency); 0 by default. */
  readonly addedDelayMs?: number;
  /** How injected delays wait; defaults to setTimeout. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Extra routes (tests, later features); matched before the built-in ones. */
  readonly routes?: readonly Route[];
  /** Called after every request and change (the study pipeline starts on queued jobs). */
  readonly afterChange?: () => void;
}

/** "No answer": InProcessHttp passes status 0 on; the Node server destroys the socket. */
const NO_ANSWER: WireResponse = { status: 0, headers: {}, body: null };

const timerSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo backend: answers a wire request the way the real API would, over the demo database.
 * InProcessHttp calls it directly in the browser; the Node demo server mounts it over HTTP.
 */
export class DemoRouter {
  readonly faults: DemoFaults;
  readonly #services: DemoServices;
  readonly #routes: RouteTable;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #configuredDemoPlan: DemoPlanCapacity;
  readonly #afterChange: (() => void) | undefined;
  #demoPlan: DemoPlanCapacity;
  /** Requests run one at a time, like a single-threaded server with a transactional database. */
  #tail: Promise<unknown> = Promise.resolve();

  constructor(options: DemoRouterOptions) {
    this.faults = options.faults ?? inertDemoFaults;
    this.#sleep = options.sleep ?? timerSleep;
    this.#afterChange = options.afterChange;
    this.#configuredDemoPlan = options.demoPlan ?? DEMO_PLAN_CAPACITY;
    this.#demoPlan = this.#configuredDemoPlan;
    if (options.addedDelayMs) this.faults.setAddedDelay(options.addedDelayMs);
    this.#routes = new RouteTable([
      eagerGroup([""], options.routes ?? []),
      ...DEMO_ROUTE_GROUPS,
      ...(options.demoEndpoints || options.testControls ? DEMO_ONLY_ROUTE_GROUPS : []),
      ...(options.testControls ? DEMO_TEST_ROUTE_GROUPS : []),
    ]);
    const media = options.media;
    this.#services = {
      db: options.database,
      now: options.now,
      publisher: options.publisher ?? null,
      channelAuthorizer: options.channelAuthorizer ?? null,
      faults: this.faults,
      media,
      addresses: options.addresses ?? new LazyBlobMediaAddresses(media),
      events: new DemoEventQueue(options.publisher ?? null),
      demoPlan: () => this.#demoPlan,
    };
  }

  /**
   * Loads every route group now. The Node server and in-process tests call it (through
   * openDemoBackend) so no request waits on a module load; the browser loads groups on demand.
   */
  async loadAllRoutes(): Promise<void> {
    await this.#routes.loadAll();
  }

  get database(): DemoDatabase {
    return this.#services.db;
  }

  get media(): DemoMediaStore {
    return this.#services.media;
  }

  get events(): DemoEventQueue {
    return this.#services.events;
  }

  /** The backend's clock (epoch milliseconds). */
  get now(): () => number {
    return this.#services.now;
  }

  get demoPlan(): DemoPlanCapacity {
    return this.#demoPlan;
  }

  /** The capacity of accounts without a licence; without an argument, back to the configured one. */
  setDemoPlan(capacity: DemoPlanCapacity = this.#configuredDemoPlan): void {
    this.#demoPlan = capacity;
  }

  /**
   * Runs `work` between requests, as if it were one: test controls change the database through here
   * so they never interleave with a handler. The snapshot is saved afterwards. Every request, test
   * control and pipeline step comes through here: queued in this tab, then run by the database under
   * the lock across tabs (DemoDatabase.exclusive), after it took in what other tabs wrote.
   */
  exclusive<T>(work: (services: DemoServices) => Promise<T> | T): Promise<T> {
    const result = this.#tail.then(async () => {
      try {
        return await this.#services.db.exclusive(() => work(this.#services));
      } finally {
        this.#afterChange?.();
      }
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /**
   * `clientAddress` names the sender (the Node server passes the socket's address; the tab has one).
   * Faults are taken on arrival and their delays (plus the added delay) waited before the request
   * queues, so slow requests overlap as they would on a real server rather than queue up.
   */
  async handle(wire: WireRequest, clientAddress?: string): Promise<WireResponse> {
    let request: DemoRequest;
    try {
      request = toDemoRequest(wire, clientAddress);
    } catch (error) {
      // Unreadable or ambiguous (a body that is not JSON, an override on GET): refused before any fault or handler.
      if (error instanceof DemoHttpError) return errorReply(error.status, error.errors, error.headers);
      throw error;
    }
    const fault = this.faults.take(request.method, request.path);
    const wait = this.faults.addedDelayMs + (fault?.delayMs ?? 0);
    if (wait > 0) await this.#sleep(wait);
    const action = fault?.action ?? null;
    // Held before it queues, like a delay: other requests (the test's release among them) go on meanwhile.
    if (action?.kind === "hold") await this.faults.waitForRelease();
    if (action?.kind === "reply") return action.response;
    if (action?.kind === "drop" && !action.afterHandling) return NO_ANSWER;
    const response = await this.exclusive(() => this.#handleNow(request, fault));
    return action?.kind === "drop" ? NO_ANSWER : response;
  }

  async #handleNow(request: DemoRequest, fault: TakenFault | null): Promise<WireResponse> {
    try {
      if (fault?.action.kind === "deleteSession") {
        // As if the user deleted the session on another device just before this request arrived. A
        // test fault only: it and the recording model load with it, not with the login page's backend.
        const { deleteNamedSession } = await import("./model/deleteNamedSession");
        await deleteNamedSession(this.#services, request.path);
      }
      return await this.#dispatch(request, fault?.action ?? null);
    } catch (error) {
      if (error instanceof DemoHttpError) return errorReply(error.status, error.errors, error.headers);
      const detail = error instanceof Error ? error.message : String(error);
      return errorReply(500, [{ title: "The demo server failed to answer this request.", detail }]);
    }
  }

  async #dispatch(request: DemoRequest, injected: DemoFaultAction | null): Promise<WireResponse> {
    const allowed: string[] = [];
    for (const route of await this.#routes.routesFor(request.path)) {
      const params = matchPattern(route.pattern, request.path);
      if (!params) continue;
      if (route.method !== request.method) {
        allowed.push(route.method);
        continue;
      }
      const media =
        injected?.kind === "failMediaWrite"
          ? new (refusingModule ?? (await loadRefusingMediaStore())).RefusingMediaStore(this.#services.media)
          : this.#services.media;
      // A share link's token in the path stands for its record (issue 20).
      const resolved = withLinkTokensResolved(this.#services.db, request, params);
      return route.handle({ ...this.#services, media, ...resolved, injected });
    }
    if (allowed.length) {
      throw new DemoHttpError(
        405,
        { title: `The ${request.method} method is not supported for this route. Supported: ${allowed.join(", ")}.` },
        { allow: allowed.join(", ") },
      );
    }
    throw new DemoHttpError(404, { title: `Nothing is found at ${request.path || "/"}.` });
  }
}
