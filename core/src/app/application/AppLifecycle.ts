import { type Observable, type Subscription, distinctUntilChanged, map, of, switchMap } from "rxjs";
import type { SessionState } from "../../auth/application/AuthSession";
import { Store } from "../../kernel/Store";
import {
  NOT_READY_QUEUE_STATE,
  type UploadQueueContract,
  type UploadQueueState,
} from "../../queue/application/UploadQueueContract";
import { type SessionSnapshot, signedInStep } from "../domain/signedInStep";

/** The services that run for a signed-in user, loaded (and bound) on the first sign-in. */
export interface SignedInServices {
  readonly queue: Pick<UploadQueueContract, "state$" | "start" | "stop">;
}

/**
 * `signedOut`: nobody is signed in. `loading`: the signed-in services are being fetched.
 * `ready`: they are bound and running for `userId`. `failed`: they could not be loaded (`problem`).
 */
export type SignedInPhase = "signedOut" | "loading" | "ready" | "failed";

export interface AppLifecycleState {
  readonly phase: SignedInPhase;
  readonly userId: string | null;
  readonly problem: string | null;
}

const SIGNED_OUT: AppLifecycleState = { phase: "signedOut", userId: null, problem: null };

/** The message shown when the signed-in services cannot be fetched (usually a lost connection). */
export const SIGNED_IN_LOAD_PROBLEM = "Lectern could not load this page. Check your connection and try again.";

/**
 * The application's lifecycles, started once by the composition root (ARCHITECTURE rule 9): it
 * restores the stored session, keeps the network monitor running, and runs the signed-in user's
 * services — the upload queue above all — from sign-in to logout, whichever page is open.
 * Components only read `state$` and `uploads$`.
 */
export class AppLifecycle {
  readonly #store = new Store<AppLifecycleState>(SIGNED_OUT);
  #following: Subscription | null = null;
  #runningFor: string | null = null;
  #services: Promise<SignedInServices> | null = null;
  #queue: SignedInServices["queue"] | null = null;
  /** Bumped by every start and stop: a load that finishes after a logout starts nothing. */
  #generation = 0;

  constructor(
    private readonly session: {
      readonly state$: Observable<SessionState>;
      /** The signed-in user's token: the upload queue sends their recordings with it alone. */
      readonly token: string | null;
      restore(): Promise<void>;
    },
    private readonly network: { start(): void; stop(): void },
    private readonly loadSignedIn: () => Promise<SignedInServices>,
  ) {}

  readonly state$ = this.#store.state$;

  get state(): AppLifecycleState {
    return this.#store.value;
  }

  /** The signed-in user's upload queue, or a not-ready empty one while nobody is signed in. */
  readonly uploads$: Observable<UploadQueueState> = this.#store.state$.pipe(
    map((state) => (state.phase === "ready" ? this.#queue : null)),
    distinctUntilChanged(),
    switchMap((queue) => queue?.state$ ?? of(NOT_READY_QUEUE_STATE)),
  );

  /** Starts everything once; later calls do nothing. */
  start(): void {
    if (this.#following) return;
    this.network.start();
    this.#following = this.session.state$
      .pipe(
        map((state): SessionSnapshot => ({ status: state.status, userId: state.user?.id ?? null })),
        distinctUntilChanged((a, b) => a.status === b.status && a.userId === b.userId),
      )
      .subscribe((snapshot) => this.#follow(snapshot));
    void this.session.restore();
  }

  /** Stops everything (the app is closing, or a test is done). */
  stop(): void {
    this.#following?.unsubscribe();
    this.#following = null;
    this.network.stop();
    this.#stopServices();
    this.#runningFor = null;
    this.#store.set(SIGNED_OUT);
  }

  /** After a failed load: tries again for the same user. */
  retry(): void {
    const { phase, userId } = this.#store.value;
    if (phase === "failed" && userId !== null) void this.#startFor(userId);
  }

  #follow(snapshot: SessionSnapshot): void {
    const step = signedInStep(this.#runningFor, snapshot);
    if (step.kind === "keep") return;
    this.#stopServices();
    if (step.kind === "stop") {
      this.#runningFor = null;
      this.#store.set(SIGNED_OUT);
      return;
    }
    this.#runningFor = step.userId;
    void this.#startFor(step.userId);
  }

  async #startFor(userId: string): Promise<void> {
    const generation = ++this.#generation;
    this.#store.set({ phase: "loading", userId, problem: null });
    let services: SignedInServices;
    try {
      this.#services ??= this.loadSignedIn();
      services = await this.#services;
    } catch {
      // Loaded again on retry: a chunk that failed to arrive may arrive the next time.
      this.#services = null;
      if (generation === this.#generation)
        this.#store.set({ phase: "failed", userId, problem: SIGNED_IN_LOAD_PROBLEM });
      return;
    }
    if (generation !== this.#generation) return;
    const token = this.session.token;
    // Signed in without a token cannot happen; if it did, nothing would be sent rather than sent as nobody.
    if (token === null) return;
    this.#queue = services.queue;
    this.#store.set({ phase: "ready", userId, problem: null });
    // The queue reports its own failures in its state; nothing to catch here.
    await services.queue.start({ userId, token });
  }

  #stopServices(): void {
    this.#generation += 1;
    this.#queue?.stop();
    this.#queue = null;
  }
}
