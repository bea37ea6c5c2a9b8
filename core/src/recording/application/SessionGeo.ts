import {
  EMPTY,
  type Observable,
  type Subscription,
  concatMap,
  defer,
  distinct,
  distinctUntilChanged,
  filter,
  map,
  merge,
  mergeMap,
  skipWhile,
  take,
  takeWhile,
} from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { GeolocationPort } from "../../ports/GeolocationPort";
import { LAUNCHER_TEXTS } from "../domain/launcherTexts";
import type { UploadQueueState } from "../../queue/application/UploadQueueContract";
import type { RecorderState } from "./Recorder";

type LiveRecording = Extract<RecorderState, { phase: "recording" | "stopping" }>;

export interface SessionGeoState {
  /** 'no geolocation service' once locating failed (spec 2 §8); the recording is not affected. */
  readonly notice: string | null;
}

/**
 * Saves where a session was recorded (spec 2 §7 "save session (name, geo)") once the session exists
 * on the server: one PATCH sessions/{id} with geo {lat, lng, place}. A recording that began on a
 * local placeholder gets its geo when the upload queue has created its session. No location service, a refusal or
 * a failed save only leaves the notice: geo is a nicety and must never touch the recording.
 */
export class SessionGeo {
  readonly #state = new Store<SessionGeoState>({ notice: null });
  readonly state$ = this.#state.state$;

  constructor(
    private readonly api: ApiClient,
    private readonly geolocation: GeolocationPort,
    private readonly recorder: { readonly state$: Observable<RecorderState> },
    /** Where a local placeholder's session id appears once the queue created it. */
    private readonly queue?: { readonly state$: Observable<UploadQueueState> },
  ) {}

  get state(): SessionGeoState {
    return this.#state.value;
  }

  /** Follows the recordings until unsubscribed; each server session is located and saved once. */
  follow(): Subscription {
    const recordings$ = this.recorder.state$.pipe(
      filter((state): state is LiveRecording => state.phase === "recording"),
    );
    const started$ = recordings$.pipe(
      map((state) => state.sessionId),
      filter((sessionId): sessionId is string => sessionId !== null),
    );
    const createdByQueue$ = recordings$.pipe(
      filter((state) => state.sessionId === null),
      map((state) => state.itemId),
      distinctUntilChanged(),
      mergeMap((itemId) => this.#queuedSessionOf(itemId)),
    );
    return merge(started$, createdByQueue$)
      .pipe(
        distinct(),
        concatMap((sessionId) => defer(() => this.#save(sessionId))),
      )
      .subscribe();
  }

  /** The session the queue creates for a local item; nothing if the item leaves the queue first. */
  #queuedSessionOf(itemId: string): Observable<string> {
    if (!this.queue) return EMPTY;
    return this.queue.state$.pipe(
      map((state) => state.entries.find((entry) => entry.id === itemId)),
      skipWhile((entry) => entry === undefined),
      takeWhile((entry) => entry !== undefined),
      map((entry) => entry?.sessionId ?? null),
      filter((sessionId): sessionId is string => sessionId !== null),
      take(1),
    );
  }

  async #save(sessionId: string): Promise<void> {
    let geo;
    try {
      geo = await this.geolocation.locate();
    } catch {
      this.#state.set({ notice: LAUNCHER_TEXTS.noGeolocation });
      return;
    }
    try {
      await this.api.send({
        method: "PATCH",
        path: `sessions/${sessionId}`,
        body: { data: { type: "sessions", id: sessionId, attributes: { geo } } },
      });
      this.#state.set({ notice: null });
    } catch {
      // A failed save keeps the session without geo; the name and the recording are unaffected.
    }
  }
}
