import { type Observable, Subscription, distinctUntilChanged, map } from "rxjs";
import type { ApiClient } from "../../../api/ApiClient";
import { PageData } from "../../../kernel/pageData/PageData";
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
  /** The signed-in user's setting, read per user. */
  readonly #setting: PageData<boolean, string>;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    /** The signed-in user's id, null when signed out. */
    private readonly userId$: Observable<string | null>,
  ) {
    this.#setting = new PageData(
      async () =>
        toUserSettings(await this.api.request({ method: "GET", path: accountCalls.settings() }, UserSettingsReply))
          .uiAdjustments,
      { keyed: true },
    );
    // Without the settings (loading, or the read failed) the page stays as it is; the settings page
    // shows the failure. Signed out, it is off.
    this.#setting.state$.subscribe((view) => {
      if (view.status === "ready") this.#on.set(view.data);
      else if (view.status === "idle") this.#on.set(false);
    });
  }

  get on(): boolean {
    return this.#on.value;
  }

  /** Follows sign-in and sign-out until the subscription ends. */
  follow(): Subscription {
    const subscription = new Subscription();
    subscription.add(
      this.userId$.pipe(distinctUntilChanged()).subscribe((userId) => {
        if (userId === null) this.#setting.close();
        else void this.#setting.open(userId);
      }),
    );
    return subscription;
  }

  /** A value the server just answered with (the settings page loaded or saved). */
  set(on: boolean): void {
    this.#setting.replace(on);
  }
}

/** The signed-in user's id from a session state stream. */
export const userIdOf = <S extends { readonly user: { readonly id: string } | null }>(
  state$: Observable<S>,
): Observable<string | null> => state$.pipe(map((state) => state.user?.id ?? null));
