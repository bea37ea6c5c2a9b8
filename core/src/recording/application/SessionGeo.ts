import { type Observable, type Subscription, concatMap, defer, distinctUntilChanged, filter, map } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import type { GeolocationPort } from "../../ports/GeolocationPort";
import { LAUNCHER_TEXTS } from "../domain/launcherTexts";
import type { RecorderState } from "./Recorder";

export interface SessionGeoState {
  /** 'no geolocation service' once locating failed (spec 2 §8); the recording is not affected. */
  readonly notice: string | null;
}

/**
 * Saves where a session was recorded (spec 2 §7 "save session (name, geo)") once the session exists
 * on the server: one PATCH sessions/{id} with geo {lat, lng, place}. No location service, a refusal or
 * a failed save only leaves the notice: geo is a nicety and must never touch the recording.
 */
export class SessionGeo {
  readonly #state = new Store<SessionGeoState>({ notice: null });
  readonly state$ = this.#state.state$;

  constructor(
    private readonly api: ApiClient,
    private readonly geolocation: GeolocationPort,
    private readonly recorder: { readonly state$: Observable<RecorderState> },
  ) {}

  get state(): SessionGeoState {
    return this.#state.value;
  }

  /** Follows the recordings until unsubscribed; each server session is located and saved once. */
  follow(): Subscription {
    return this.recorder.state$
      .pipe(
        map((state) => (state.phase === "recording" ? state.sessionId : null)),
        filter((sessionId): sessionId is string => sessionId !== null),
        distinctUntilChanged(),
        concatMap((sessionId) => defer(() => this.#save(sessionId))),
      )
      .subscribe();
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
