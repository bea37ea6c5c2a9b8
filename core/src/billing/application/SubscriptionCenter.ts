import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { SIGN_IN_REPLIES } from "../../api/signInReplies";
import type { Price, Product } from "../../api/resources/productsReply";
import { errorText, isApiError } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { shownLoad } from "../../kernel/pageData/shownLoad";
import { CapacityReply, toCapacity } from "../api/capacityReply";
import { SubscriptionChangeReply, toSubscriptionChange } from "../api/subscriptionChangeReply";
import { SubscriptionReply, SubscriptionsReply, toSubscription, toSubscriptions } from "../api/subscriptionsReply";
import type { Capacity } from "../domain/usageView";
import { type Subscription, currentSubscription } from "../domain/subscriptionView";
import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** Something a command did: what to announce, or the problem to show in a dialog. */
export type BillingOutcome =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly title: string; readonly message: string };

export const SUBSCRIPTION_CENTER_TEXTS = {
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
  canceled: (date: string | null) =>
    date ? `Your plan will end on ${date}.` : "Your plan will end at the end of this period.",
  resumed: "Your plan will renew as usual.",
  planChanged: "Your plan has been changed.",
} as const;

/** A failed call as a dialog's title and message (spec 3 §8 generic fallback). */
export const problemOf = (error: unknown): { readonly title: string; readonly message: string } => ({
  title: SUBSCRIPTION_CENTER_TEXTS.somethingWentWrong,
  message: errorText(error),
});

/** One product the plan can change to, with the prices offered for it. */
export interface PlanChoice {
  readonly product: Product;
  readonly prices: readonly Price[];
}

export interface SubscriptionCenterState {
  /** The subscription (first) load; `refreshing` while it is read again behind a shown one. */
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly error: string | null;
  readonly subscription: Subscription | null;
  readonly usage:
    | { readonly status: "loading" }
    | { readonly status: "ready"; readonly capacity: Capacity }
    | { readonly status: "error"; readonly message: string };
  readonly plans:
    | { readonly status: "idle" | "loading" }
    | { readonly status: "ready"; readonly choices: readonly PlanChoice[] }
    | { readonly status: "error"; readonly message: string };
  /** The plan command in flight, if any. */
  readonly busy: "cancel" | "resume" | "change" | null;
}

export const IDLE_SUBSCRIPTION_CENTER: SubscriptionCenterState = {
  status: "idle",
  error: null,
  subscription: null,
  usage: { status: "loading" },
  plans: { status: "idle" },
  busy: null,
};

/** Spec 3 §4: a price is 'base' when its nickname says so; the others are referral or DSA prices. */
const isBasePrice = (price: Price): boolean => price.nickname == null || price.nickname === "base";

/**
 * The plans a subscription may change to: every listed product's base prices except the one the
 * subscription is on. Hidden products (DSA) and products with no such price are left out.
 */
export const planChoicesOf = (products: readonly Product[], currentPriceId: string | null): PlanChoice[] =>
  products
    .filter((product) => product.attributes.hidden !== true)
    .map((product) => ({
      product,
      prices: product.attributes.prices.filter((price) => isBasePrice(price) && price.id !== currentPriceId),
    }))
    .filter((choice) => choice.prices.length > 0);

const withSubscription = (
  state: SubscriptionCenterState,
  view: PageDataState<Subscription | null>,
): SubscriptionCenterState => {
  const { status, error, data } = shownLoad(view, state.status === "error" ? "failed" : state.status);
  return {
    ...state,
    status: status === "failed" ? "error" : status,
    error,
    subscription: view.status === "idle" ? null : data === undefined ? state.subscription : data,
  };
};

const usageOf = (
  shown: SubscriptionCenterState["usage"],
  view: PageDataState<Capacity>,
): SubscriptionCenterState["usage"] => {
  if (view.status === "failed") return { status: "error", message: view.failure.message };
  if (view.status !== "ready") return { status: "loading" };
  if (view.refreshFailed) return { status: "error", message: view.refreshFailed.message };
  // Read again after an error: loading until it answers.
  if (view.refreshing && shown.status !== "ready") return { status: "loading" };
  return { status: "ready", capacity: view.data };
};

const plansOf = (view: PageDataState<readonly PlanChoice[]>): SubscriptionCenterState["plans"] => {
  if (view.status === "idle" || view.status === "loading") return { status: view.status };
  if (view.status === "failed") return { status: "error", message: view.failure.message };
  return { status: "ready", choices: view.data };
};

/**
 * /profile/subscription's plan (spec 3 §2, §4): the subscription, its usage against the plan's
 * capacity, and the plan commands (change, cancel at period end, resume). It loads when the page
 * first reads `state$` and forgets everything when the last reader leaves (ARCHITECTURE rule 9).
 */
export class SubscriptionCenter {
  readonly #store = new Store<SubscriptionCenterState>(IDLE_SUBSCRIPTION_CENTER);
  readonly state$: Observable<SubscriptionCenterState>;
  readonly #subscription: PageData<Subscription | null>;
  readonly #usage: PageData<Capacity>;
  /** The change-plan dialog's choices: read when it opens, forgotten with the page. */
  readonly #plans: PageData<readonly PlanChoice[]>;

  constructor(
    private readonly api: ApiClient,
    /** How a date is printed in the announcements (the view's planDate). */
    private readonly dateText: (instant: string) => string = (instant) => instant,
  ) {
    this.#subscription = new PageData(() => this.#readSubscription());
    this.#usage = new PageData(() => this.#readUsage());
    this.#plans = new PageData(() => this.#readPlans());
    this.#subscription.state$.subscribe((view) => this.#store.update((state) => withSubscription(state, view)));
    this.#usage.state$.subscribe((view) =>
      this.#store.update((state) => ({ ...state, usage: usageOf(state.usage, view) })),
    );
    this.#plans.state$.subscribe((view) => this.#store.update((state) => ({ ...state, plans: plansOf(view) })));
    // Everything is forgotten when the last reader leaves (ARCHITECTURE rule 9).
    this.state$ = this.#subscription.whileRead(this.#usage.whileRead(this.#store.state$), {
      closed: () => {
        this.#plans.close();
        this.#store.set(IDLE_SUBSCRIPTION_CENTER);
      },
    });
  }

  get state(): SubscriptionCenterState {
    return this.#store.value;
  }

  /** Reads the subscription and the usage again (after a licence key, a card, a change). */
  async refresh(): Promise<void> {
    await Promise.all([this.#subscription.reload(), this.#usage.reload()]);
  }

  /** The plans to choose from in the change-plan dialog (GET billing/products, hidden ones left out). */
  async loadPlans(): Promise<void> {
    await this.#plans.load();
  }

  /** Cancel at the end of the period: the plan keeps working until then. */
  cancelAtPeriodEnd(): Promise<BillingOutcome> {
    return this.#setCancelAtPeriodEnd(true);
  }

  /** Undo a cancellation before the period ends. */
  resume(): Promise<BillingOutcome> {
    return this.#setCancelAtPeriodEnd(false);
  }

  /** PATCH billing/subscriptions/{id} { price_id }: the new price applies now (prorated). */
  async changePlan(priceId: string): Promise<BillingOutcome> {
    const subscription = this.state.subscription;
    if (!subscription || this.state.busy) return this.#nothingToChange();
    this.#store.update((state) => ({ ...state, busy: "change" }));
    try {
      const reply = await this.api.request(
        {
          method: "PATCH",
          path: `billing/subscriptions/${subscription.id}`,
          body: { data: { type: "customers_subscriptions", id: subscription.id, attributes: { price_id: priceId } } },
        },
        SubscriptionChangeReply,
      );
      const change = toSubscriptionChange(reply);
      if (change.subscription) this.#subscription.update(() => change.subscription ?? null);
      this.#store.update((state) => ({ ...state, busy: null }));
      void this.refresh();
      return { ok: true, message: change.message ?? SUBSCRIPTION_CENTER_TEXTS.planChanged };
    } catch (error) {
      this.#store.update((state) => ({ ...state, busy: null }));
      return { ok: false, ...problemOf(error) };
    }
  }

  async #setCancelAtPeriodEnd(cancel: boolean): Promise<BillingOutcome> {
    const subscription = this.state.subscription;
    if (!subscription || this.state.busy) return this.#nothingToChange();
    this.#store.update((state) => ({ ...state, busy: cancel ? "cancel" : "resume" }));
    try {
      const reply = await this.api.request(
        {
          method: "PATCH",
          path: `billing/subscriptions/${subscription.id}`,
          body: {
            data: {
              type: "customers_subscriptions",
              id: subscription.id,
              attributes: { cancel_at_period_end: cancel },
            },
          },
        },
        SubscriptionReply,
      );
      const changed = toSubscription(reply.data.id, reply.data.attributes);
      this.#subscription.update(() => changed);
      this.#store.update((state) => ({ ...state, busy: null }));
      const end = changed.currentPeriodEnd ?? changed.trialEnd;
      return {
        ok: true,
        message: cancel
          ? SUBSCRIPTION_CENTER_TEXTS.canceled(end ? this.dateText(end) : null)
          : SUBSCRIPTION_CENTER_TEXTS.resumed,
      };
    } catch (error) {
      this.#store.update((state) => ({ ...state, busy: null }));
      // The subscription may have moved on (ended on the clock): show what it is now.
      void this.refresh();
      return { ok: false, ...problemOf(error) };
    }
  }

  #nothingToChange(): BillingOutcome {
    return { ok: false, title: SUBSCRIPTION_CENTER_TEXTS.somethingWentWrong, message: "Subscription must be set" };
  }

  async #readSubscription(): Promise<Subscription | null> {
    const reply = await this.api.request(
      { method: "GET", path: "billing/subscriptions", query: { include: "*" } },
      SubscriptionsReply,
    );
    return currentSubscription(toSubscriptions(reply));
  }

  async #readUsage(): Promise<Capacity> {
    try {
      const reply = await this.api.request(
        { method: "GET", path: "v2/subscription/capacity/verify", noCache: true },
        CapacityReply,
      );
      return toCapacity(reply);
    } catch (error) {
      // A 402 is an answer, not a failure: the plan is full, and the server says why (spec 2 §8).
      if (isApiError(error) && error.status === 402)
        return { kind: "full", title: error.title, message: error.message };
      throw error;
    }
  }

  async #readPlans(): Promise<readonly PlanChoice[]> {
    const reply = await this.api.request(
      { method: "GET", path: "billing/products", query: { include: "*" } },
      SIGN_IN_REPLIES.products,
    );
    return planChoicesOf(reply.data, this.state.subscription?.price.id ?? null);
  }
}
