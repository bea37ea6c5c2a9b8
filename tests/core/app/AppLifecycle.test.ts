import {
  AppLifecycle,
  SIGNED_IN_LOAD_PROBLEM,
  type SignedInServices,
} from "@lectern/core/app/application/AppLifecycle";
import type { SessionState } from "@lectern/core/auth/application/AuthSession";
import { Store } from "@lectern/core/kernel/Store";
import { NOT_READY_QUEUE_STATE, type UploadQueueState } from "@lectern/core/queue/application/UploadQueueContract";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";

const ANONYMOUS: SessionState = {
  status: "anonymous",
  user: null,
  permissions: null,
  permissionsLoading: false,
  endedMessage: null,
  signedOutByUser: false,
};

const signedIn = (id: string): SessionState => ({
  ...ANONYMOUS,
  status: "authenticated",
  user: { id, email: `${id}@example.org`, firstName: "", lastName: "", avatarUrl: null, referral: null },
});

/** The session as the lifecycle sees it: a state the test sets, and a restore that counts. */
class FakeSession {
  readonly store = new Store<SessionState>({ ...ANONYMOUS, status: "checking" });
  readonly state$ = this.store.state$;
  restores = 0;
  /** Each user's token is named after them, so a test sees whose token the queue was given. */
  get token(): string | null {
    const user = this.store.value.user;
    return user ? `token-of-${user.id}` : null;
  }
  async restore(): Promise<void> {
    this.restores += 1;
  }
}

class FakeNetwork {
  readonly calls: string[] = [];
  start(): void {
    this.calls.push("start");
  }
  stop(): void {
    this.calls.push("stop");
  }
}

/** A loader the test resolves or fails by hand, counting how often it was asked. */
class ManualLoader {
  calls = 0;
  #settle: { resolve: (services: SignedInServices) => void; reject: (error: Error) => void } | null = null;
  readonly load = (): Promise<SignedInServices> => {
    this.calls += 1;
    return new Promise((resolve, reject) => {
      this.#settle = { resolve, reject };
    });
  };
  resolve(services: SignedInServices): void {
    this.#settle?.resolve(services);
  }
  reject(): void {
    this.#settle?.reject(new Error("chunk failed"));
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

const world = () => {
  const session = new FakeSession();
  const network = new FakeNetwork();
  const loader = new ManualLoader();
  const queue = new FakeUploadQueue();
  const lifecycle = new AppLifecycle(session, network, loader.load);
  const uploads: UploadQueueState[] = [];
  lifecycle.uploads$.subscribe((state) => uploads.push(state));
  return { session, network, loader, queue, lifecycle, uploads };
};

describe("AppLifecycle", () => {
  it("restores the session and starts the network monitor once, however often it is started", () => {
    const { session, network, lifecycle } = world();
    lifecycle.start();
    lifecycle.start();
    expect(session.restores).toBe(1);
    expect(network.calls).toEqual(["start"]);
    lifecycle.stop();
    expect(network.calls).toEqual(["start", "stop"]);
  });

  it("loads the signed-in services at sign-in, runs the queue until logout and again after the next login", async () => {
    const { session, loader, queue, lifecycle, uploads } = world();
    lifecycle.start();
    expect(loader.calls).toBe(0);
    session.store.set(signedIn("7"));
    expect(lifecycle.state).toEqual({ phase: "loading", userId: "7", problem: null });
    loader.resolve({ queue });
    await flush();
    expect(lifecycle.state.phase).toBe("ready");
    expect(queue.calls).toEqual(["start"]);

    queue.set({ isUploading: true });
    expect(uploads.at(-1)?.isUploading).toBe(true);

    session.store.set(ANONYMOUS);
    expect(queue.calls).toEqual(["start", "stop"]);
    expect(lifecycle.state.phase).toBe("signedOut");
    expect(uploads.at(-1)).toBe(NOT_READY_QUEUE_STATE);

    session.store.set(signedIn("7"));
    await flush();
    expect(queue.calls).toEqual(["start", "stop", "start"]);
    // Bound once: the second sign-in reuses what the first loaded.
    expect(loader.calls).toBe(1);
    expect(uploads.at(-1)?.isUploading).toBe(true);
  });

  it("keeps running through the stored token check, and switches when another user signs in", async () => {
    const { session, loader, queue, lifecycle } = world();
    lifecycle.start();
    session.store.set(signedIn("7"));
    loader.resolve({ queue });
    await flush();
    session.store.set({ ...ANONYMOUS, status: "checking" });
    expect(queue.calls).toEqual(["start"]);
    session.store.set(signedIn("8"));
    await flush();
    expect(queue.calls).toEqual(["start", "stop", "start"]);
    expect(lifecycle.state).toEqual({ phase: "ready", userId: "8", problem: null });
    // Each run is its user's own: their id and token, never the previous user's.
    expect(queue.owners).toEqual([
      { userId: "7", token: "token-of-7" },
      { userId: "8", token: "token-of-8" },
    ]);
  });

  it("starts nothing when the user logged out while the services were still loading", async () => {
    const { session, loader, queue, lifecycle } = world();
    lifecycle.start();
    session.store.set(signedIn("7"));
    session.store.set(ANONYMOUS);
    loader.resolve({ queue });
    await flush();
    expect(queue.calls).toEqual([]);
    expect(lifecycle.state.phase).toBe("signedOut");
  });

  it("says when the services cannot be loaded, and loads them again on retry", async () => {
    const { session, loader, queue, lifecycle } = world();
    lifecycle.start();
    session.store.set(signedIn("7"));
    loader.reject();
    await flush();
    expect(lifecycle.state).toEqual({ phase: "failed", userId: "7", problem: SIGNED_IN_LOAD_PROBLEM });

    lifecycle.retry();
    expect(loader.calls).toBe(2);
    loader.resolve({ queue });
    await flush();
    expect(lifecycle.state.phase).toBe("ready");
    expect(queue.calls).toEqual(["start"]);
  });
});
