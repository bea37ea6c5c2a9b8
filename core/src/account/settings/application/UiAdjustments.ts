import { type Observable, Subscription, distinctUntilChanged, map } from "rxjs";
import type { ApiClient } from "../../../api/ApiClient";
import { Store } from "../../../kernel/Store";
import { accountCalls } from "../../accountCalls";
import { UserSettingsReply, toUserSettings } from "./settingsReplies";

/**
 * Spec 3 §1: "An accessibility overlay is added when the user setting for UI adjustments is on".
 * Follows the signed-in user: reads their settings at each sign-in, is off while nobody is signed
 * in, and takes a saved value at once (`set`). The UI applies `on$` to the page.
 */
export class UiAdjustments {
  readonly #on = new Store<boolean>(false);
  readonly on$: Observable<boolean> = this.#on.state$.pipe(distinctUntilChanged());
  #generation = 0;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    /** The signed-in user's id, null when signed out. */
    private readonly userId$: Observable<string | null>,
  ) {}

  get on(): boolean {
    return this.#on.value;
  }

  /** Follows sign-in and sign-out until the subscription ends. */
  follow(): Subscription {
    const subscription = new Subscription();
    subscription.add(
      this.userId$.pipe(distinctUntilChanged()).subscribe((userId) => {
        const generation = ++this.#generation;
        if (userId === null) {
          this.#on.set(false);
          return;
        }
        void this.#load(generation);
      }),
    );
    return subscription;
  }

  /** A value the server just answered with (the settings page loaded or saved). */
  set(on: boolean): void {
    this.#generation += 1;
    this.#on.set(on);
  }

  async #load(generation: number): Promise<void> {
    try {
      const reply = await this.api.request({ method: "GET", path: accountCalls.settings() }, UserSettingsReply);
      if (generation === this.#generation) this.#on.set(toUserSettings(reply).uiAdjustments);
    } catch {
      // Without the settings the page stays as it is; the settings page shows the failure.
    }
  }
}

/** The signed-in user's id from a session state stream. */
export const userIdOf = <S extends { readonly user: { readonly id: string } | null }>(
  state$: Observable<S>,
): Observable<string | null> => state$.pipe(map((state) => state.user?.id ?? null));
