import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import type { DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { type DemoBackend, openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { UNLIMITED_CAPACITY } from "@lectern/adapters/demo/model/demoCapacity";
import { issueSession } from "@lectern/adapters/demo/model/sessions";
import { loadRefusingMediaStore } from "@lectern/adapters/demo/DemoRouter";
import { loadNoteFileAddresses } from "@lectern/adapters/demo/media/LazyBlobMediaAddresses";
import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireRequest, WireResponse } from "@lectern/core/api/wire";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import type { HttpPort } from "@lectern/core/ports/HttpPort";
import { UploadQueue } from "@lectern/core/queue/application/UploadQueue";
import type { QueueNotice } from "@lectern/core/queue/application/UploadQueueContract";
import type { QueueOwner } from "@lectern/core/queue/domain/QueueItem";
import type { Subscription } from "rxjs";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { InMemoryQueueStore } from "../../support/InMemoryQueueStore";
import { ManualProbe } from "../../support/ManualProbe";
import { JumpingClock } from "./JumpingClock";

export const WORLD_START = Date.UTC(2026, 10, 22, 9, 0, 0);
const SEED_USER_ID = "1";

interface StuckBody {
  readonly data: { readonly stuck: readonly { readonly identity: string }[] };
}

const OFFLINE: WireResponse = { status: 0, headers: {}, body: null };

/** Delays a request or its answer: the model test hands both to fast-check's scheduler. */
export type Courier = <T>(label: string, value: T) => Promise<T>;

const direct: Courier = async (_label, value) => value;

/**
 * The HttpPort of one app run: counts what is on the wire (the queue promises at most one request at a
 * time), records the stuck reports the server acknowledged, and can carry requests through a courier.
 */
export class WatchedHttp implements HttpPort {
  inFlight = 0;
  maxInFlight = 0;
  readonly sent: WireRequest[] = [];
  /** Item identities of each stuck report the server acknowledged in this run. */
  readonly acknowledgedStuck: string[][] = [];

  constructor(
    private readonly inner: HttpPort,
    private readonly courier: Courier,
    private readonly isOnline: () => boolean,
  ) {}

  /** Offline on the way out: no answer. Offline on the way back: handled, but the answer is lost. */
  async send(request: WireRequest): Promise<WireResponse> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    this.sent.push(request);
    try {
      await this.courier(`→ ${request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method} ${request.url}`, null);
      if (!this.isOnline()) return OFFLINE;
      const response = await this.inner.send(request);
      const answer = await this.courier(`← ${response.status} ${request.url}`, response);
      if (!this.isOnline()) return OFFLINE;
      if (request.url === "v2/monitoring/widget/stuck" && answer.status >= 200 && answer.status < 300) {
        const body = request.body?.kind === "json" ? (request.body.value as StuckBody) : null;
        this.acknowledgedStuck.push(body?.data.stuck.map((item) => item.identity) ?? []);
      }
      return answer;
    } finally {
      this.inFlight -= 1;
    }
  }

  stream(request: WireRequest): AsyncIterable<unknown> {
    return this.inner.stream(request);
  }

  /** Requests of this run whose path (without query) is `path` and whose effective method is `method`. */
  count(method: string, path: RegExp): number {
    return this.sent.filter(
      (request) =>
        (request.headers["X-HTTP-METHOD-OVERRIDE"] ?? request.method) === method &&
        path.test(request.url.split("?")[0]!),
    ).length;
  }
}

/** One app run over the shared device store and backend: its queue, network monitor and HTTP. */
export interface AppRun {
  readonly queue: UploadQueue;
  readonly http: WatchedHttp;
  readonly network: NetworkMonitor;
  readonly notices: QueueNotice[];
  readonly subscription: Subscription;
}

let seeded: Promise<{ snapshot: DemoSnapshot; owners: readonly QueueOwner[] }> | null = null;

/** A second account of the seed, for runs where users sign in and out on one device. */
const SECOND_USER = { email: "second.student@example.org", password: "Lectern#2026" };

/**
 * The seed database with two signed-in users (the demo user and a second account), made once:
 * hashing passwords is slow.
 */
const seedSnapshot = () => {
  seeded ??= (async () => {
    // Session replies hand out note-file addresses, whose module the backend imports on first use:
    // loaded here, so no reply inside a scheduled run waits on module loading the scheduler cannot see.
    await loadNoteFileAddresses();
    await loadRefusingMediaStore();
    const persistence = new MemoryDemoPersistence();
    const backend = await openDemoBackend({ persistence, now: () => WORLD_START });
    const json = (value: unknown) => ({ kind: "json" as const, value });
    const profile = { data: { attributes: { first_name: "Second", last_name: "Student", country: "GB" } } };
    const signup = await backend.http.send({
      method: "POST",
      url: "auth/signup",
      headers: { "Content-Type": "application/vnd.api+json" },
      body: json({
        data: {
          type: "users",
          attributes: { ...SECOND_USER, password_repeat: SECOND_USER.password },
          relationships: { profile },
        },
      }),
    });
    if (signup.status >= 300) throw new Error(`The second seed account was refused: ${JSON.stringify(signup.body)}`);
    const second = backend.database.data.users.find((user) => user.email === SECOND_USER.email)!;
    const owners = [SEED_USER_ID, second.id].map((userId) => ({
      userId,
      token: issueSession(backend.database, userId, WORLD_START),
    }));
    await backend.database.flush();
    // A copy of what this backend holds, every table whole: loading it back from the persistence
    // would leave the transcripts unread (they load by session) and turn this backend's own later
    // writes (its study jobs) into reads it never made.
    const snapshot = JSON.parse(JSON.stringify(backend.database.data)) as DemoSnapshot;
    return { snapshot, owners };
  })();
  return seeded;
};

/**
 * A device (queue store, clock, connection) and the demo backend in-process, across app runs:
 * `restart()` is a crash and reload — the old run stops dead, a new one starts over the same store.
 */
export class QueueWorld {
  online = true;
  readonly probe = new ManualProbe();
  readonly store = new InMemoryQueueStore();
  readonly keyValue = new InMemoryKeyValue();
  readonly runs: AppRun[] = [];
  /** The signed-in user the queue runs for (set by open and signInAs). */
  owner: QueueOwner = { userId: SEED_USER_ID, token: "" };
  /** The seed's two accounts: the demo user, then a second one. */
  owners: readonly QueueOwner[] = [];

  /** `index` of owners is signed in on this device: the stored token is theirs. */
  signInAs(index: number): QueueOwner {
    this.owner = this.owners[index]!;
    this.keyValue.set("token", this.owner.token);
    return this.owner;
  }

  private constructor(
    readonly clock: JumpingClock,
    readonly backend: DemoBackend,
    private readonly courier: Courier,
  ) {}

  /** `durable: false`: a backend whose storage does not outlive the tab (its merges say so). */
  static async open(courier: Courier = direct, { durable = true } = {}): Promise<QueueWorld> {
    const { snapshot, owners } = await seedSnapshot();
    const clock = new JumpingClock(WORLD_START);
    const backend = await openDemoBackend({
      persistence: new MemoryDemoPersistence(snapshot),
      now: clock.now,
      demoPlan: UNLIMITED_CAPACITY,
      durable,
    });
    const world = new QueueWorld(clock, backend, courier);
    world.owners = owners;
    world.signInAs(0);
    return world;
  }

  get run(): AppRun {
    const run = this.runs.at(-1);
    if (!run) throw new Error("No app run yet: call launch().");
    return run;
  }

  get queue(): UploadQueue {
    return this.run.queue;
  }

  /** A new app run (not yet started). */
  launch(): AppRun {
    const http = new WatchedHttp(this.backend.http, this.courier, () => this.online);
    const network = new NetworkMonitor(this.probe, this.clock);
    const api = new ApiClient(http, this.keyValue, network);
    const queue = new UploadQueue(api, this.store, this.clock, network);
    const notices: QueueNotice[] = [];
    const subscription = queue.notices$.subscribe((notice) => notices.push(notice));
    network.start();
    const run = { queue, http, network, notices, subscription };
    this.runs.push(run);
    return run;
  }

  /**
   * A new account on the backend, signed in: its owner record (id and token). The device's stored
   * token becomes theirs, as a sign-in in this browser (or another tab of it) would leave it.
   */
  async signUp(email: string): Promise<QueueOwner> {
    const password = "Lectern#2026";
    const json = (value: unknown) => ({ kind: "json" as const, value });
    const headers = { "Content-Type": "application/vnd.api+json" };
    const profile = { data: { attributes: { first_name: "Second", last_name: "Student", country: "GB" } } };
    await this.backend.http.send({
      method: "POST",
      url: "auth/signup",
      headers,
      body: json({
        data: { type: "users", attributes: { email, password, password_repeat: password }, relationships: { profile } },
      }),
    });
    const login = await this.backend.http.send({
      method: "POST",
      url: "v2/auth/login",
      headers,
      body: json({ data: { type: "users", attributes: { email, password, remember: true } } }),
    });
    const token = (login.body as { data: { attributes: { token: string } } }).data.attributes.token;
    const user = await this.backend.http.send({
      method: "GET",
      url: "v2/user",
      headers: { Authorization: `Bearer ${token}` },
    });
    this.keyValue.set("token", token);
    return { userId: String((user.body as { data: { id: string | number } }).data.id), token };
  }

  /** The app dies where it stands (nothing more is written) and a new run starts over the same device. */
  restart(): AppRun {
    const old = this.run;
    old.queue.stop();
    old.network.stop();
    old.subscription.unsubscribe();
    return this.launch();
  }

  goOffline(): void {
    this.online = false;
    this.probe.answer = false;
    this.probe.platform.next(false);
  }

  /** The connection is back; the monitor notices at its next probe (advance the clock). */
  goOnline(): void {
    this.online = true;
    this.probe.answer = true;
    this.probe.platform.next(true);
  }

  get notices(): QueueNotice[] {
    return this.runs.flatMap((run) => run.notices);
  }
}
