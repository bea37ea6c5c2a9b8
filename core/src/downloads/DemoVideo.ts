import {
  BehaviorSubject,
  type Observable,
  concat,
  defer,
  distinctUntilChanged,
  of,
  shareReplay,
  switchMap,
  combineLatest,
} from "rxjs";
import type { ApiClient } from "../api/ApiClient";
import { lazyReply } from "../api/ReplySchema";
import { errorText } from "../kernel/ApiError";
import { demoSessionsQuery, demoVideoCalls } from "./demoVideoCalls";
import { type DemoVideoChoice, pickDemoVideo } from "./pickDemoVideo";

/** Who is looking: the session's status and, once signed in, the user's id. */
export interface DemoViewer {
  readonly status: "checking" | "anonymous" | "authenticated";
  readonly userId: string | null;
}

/** A demo lecture ready to play: the choice and the address the player reads. */
export interface PlayableDemoVideo extends DemoVideoChoice {
  readonly url: string;
}

/**
 * What the demo video dialog shows: a spinner, a sign-in prompt for visitors (the demo lectures
 * belong to an account), the lecture, a note that the account has none converted yet, or the error.
 */
export type DemoVideoState =
  | { readonly kind: "loading" }
  | { readonly kind: "signedOut" }
  | { readonly kind: "ready"; readonly video: PlayableDemoVideo }
  | { readonly kind: "unavailable" }
  | { readonly kind: "failed"; readonly message: string };

const LOADING: DemoVideoState = { kind: "loading" };
const SIGNED_OUT: DemoVideoState = { kind: "signedOut" };
const UNAVAILABLE: DemoVideoState = { kind: "unavailable" };

// The schemas (and effect) arrive with the first request, not with the downloads page.
const SessionsReply = lazyReply(async () => (await import("./demoVideoReplies")).SessionListReply);
const MediaReply = lazyReply(async () => (await import("./demoVideoReplies")).CdnReply);

const sameViewer = (a: DemoViewer, b: DemoViewer): boolean => a.status === b.status && a.userId === b.userId;

/**
 * The demo video of /downloads (spec 3 §2 `play=1`): one of the signed-in user's seeded demo
 * lectures (`GET sessions?filter[demo]=1&filter[user_id]`, spec 3 §7) played from its media address
 * (`streams/{id}/temporary/cdn`, as the record page does). Work happens while `state$` is read: the
 * dialog's subscription asks, closing it cancels, and the next opening asks again (the address is
 * temporary). A sign-in or sign-out while it is open is followed.
 */
export class DemoVideo {
  readonly state$: Observable<DemoVideoState>;
  readonly #tries = new BehaviorSubject(0);

  constructor(
    private readonly api: ApiClient,
    viewer$: Observable<DemoViewer>,
  ) {
    this.state$ = combineLatest([viewer$.pipe(distinctUntilChanged(sameViewer)), this.#tries]).pipe(
      switchMap(([viewer]) => this.#stateFor(viewer)),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** Asks again after a failure. */
  retry(): void {
    this.#tries.next(this.#tries.value + 1);
  }

  #stateFor(viewer: DemoViewer): Observable<DemoVideoState> {
    if (viewer.status === "checking") return of(LOADING);
    const userId = viewer.userId;
    if (viewer.status === "anonymous" || userId === null) return of(SIGNED_OUT);
    return concat(
      of(LOADING),
      defer(() => this.#find(userId)),
    );
  }

  async #find(userId: string): Promise<DemoVideoState> {
    try {
      const sessions = await this.api.request(
        { method: "GET", path: demoVideoCalls.sessions, query: demoSessionsQuery(userId) },
        SessionsReply,
      );
      const choice = pickDemoVideo(sessions);
      if (!choice) return UNAVAILABLE;
      const media = await this.api.request({ method: "GET", path: demoVideoCalls.cdn(choice.streamId) }, MediaReply);
      return { kind: "ready", video: { ...choice, url: media.data.attributes.url } };
    } catch (error) {
      return { kind: "failed", message: errorText(error) };
    }
  }
}
