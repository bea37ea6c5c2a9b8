import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { Store } from "../../kernel/Store";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { shownLoad } from "../../kernel/pageData/shownLoad";
import { PaymentMethodReply, toPaymentMethod } from "../api/paymentMethodsReply";
import { type PaymentMethod, cardLabel, defaultFirst } from "../domain/paymentMethod";
import { LoadPaymentMethods } from "./LoadPaymentMethods";
import type { NavigationRequests } from "../../kernel/NavigationRequests";
import type { PlatformPort } from "../../ports/PlatformPort";
import { leaveTo } from "./leaveTo";
import { StartCardSetup } from "./StartCardSetup";
import { type BillingOutcome, problemOf } from "./SubscriptionCenter";

export const PAYMENT_METHOD_TEXTS = {
  cardAdded: "Card added.",
  madeDefault: (card: string) => `${card} is now your default card.`,
  removed: (card: string) => `${card} removed.`,
} as const;

/** What the provider's page appended to the return address (contract 14 "Card setup"). */
export type CardSetupStatus = "succeeded" | "canceled";

export interface PaymentMethodsState {
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly error: string | null;
  /** Default card first. */
  readonly methods: readonly PaymentMethod[];
  /** The card a command is working on (make default, remove). */
  readonly busyId: string | null;
  /** Asking the provider for its card page. */
  readonly startingSetup: boolean;
}

export const IDLE_PAYMENT_METHODS: PaymentMethodsState = {
  status: "idle",
  error: null,
  methods: [],
  busyId: null,
  startingSetup: false,
};

/** The manager's state for the cards read: a failed re-read shows the error, with the cards kept. */
const withCards = (state: PaymentMethodsState, view: PageDataState<readonly PaymentMethod[]>): PaymentMethodsState => {
  if (view.status === "idle") return IDLE_PAYMENT_METHODS;
  const { status, error, data } = shownLoad(view, state.status === "error" ? "failed" : state.status);
  return { ...state, status: status === "failed" ? "error" : status, error, methods: data ?? state.methods };
};

/** Where a started card setup sends the browser, or why it could not start. */
export type CardSetupOutcome =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly title: string; readonly message: string };

/**
 * The profile's saved cards (spec 3 §3 "Payment method"): list, make default, remove, and add one
 * through the provider's page (the app never sees a card number). Loads while the page reads it.
 */
export class PaymentMethodsManager {
  readonly #store = new Store<PaymentMethodsState>(IDLE_PAYMENT_METHODS);
  readonly state$: Observable<PaymentMethodsState>;
  readonly #load: LoadPaymentMethods;
  readonly #setup: StartCardSetup;
  readonly #cards: PageData<readonly PaymentMethod[]>;

  constructor(
    private readonly api: ApiClient,
    /** Where the provider's card page is opened: the router for an app path, a page load otherwise. */
    private readonly navigation: Pick<NavigationRequests, "go">,
    private readonly platform: Pick<PlatformPort, "assign">,
  ) {
    this.#load = new LoadPaymentMethods(api);
    this.#setup = new StartCardSetup(api);
    this.#cards = new PageData(async () => defaultFirst(await this.#load.execute()));
    this.#cards.state$.subscribe((view) => this.#store.update((state) => withCards(state, view)));
    this.state$ = this.#cards.whileRead(this.#store.state$);
  }

  get state(): PaymentMethodsState {
    return this.#store.value;
  }

  /** Reads the cards again; those shown stay while it runs. */
  async refresh(): Promise<void> {
    await this.#cards.reload();
  }

  /** PATCH billing/payment-methods/{id} { is_default: true }: the others lose their default. */
  async makeDefault(id: string): Promise<BillingOutcome> {
    return this.#onCard(id, async (method) => {
      const reply = await this.api.request(
        {
          method: "PATCH",
          path: `billing/payment-methods/${id}`,
          body: { data: { type: "customers_payment_methods", id, attributes: { is_default: true } } },
        },
        PaymentMethodReply,
      );
      const changed = toPaymentMethod(reply.data);
      this.#cards.update((methods) =>
        defaultFirst(
          methods.map((candidate) =>
            candidate.id === changed.id
              ? changed
              : { ...candidate, isDefault: changed.isDefault ? false : candidate.isDefault },
          ),
        ),
      );
      return PAYMENT_METHOD_TEXTS.madeDefault(cardLabel(method));
    });
  }

  /** DELETE billing/payment-methods/{id}; the server refuses to remove the only card of a live plan. */
  async remove(id: string): Promise<BillingOutcome> {
    return this.#onCard(id, async (method) => {
      await this.api.send({ method: "DELETE", path: `billing/payment-methods/${id}` });
      this.#cards.update((methods) => methods.filter((candidate) => candidate.id !== id));
      // The server may have handed the default to another card.
      void this.refresh();
      return PAYMENT_METHOD_TEXTS.removed(cardLabel(method));
    });
  }

  /** POST billing/payment-methods/setup: the provider's page, which comes back to `returnUrl`. */
  async startCardSetup(returnUrl: string): Promise<CardSetupOutcome> {
    if (this.state.startingSetup) return { ok: false, ...problemOf(new Error("A card setup is already starting.")) };
    this.#store.update((state) => ({ ...state, startingSetup: true }));
    try {
      const url = await this.#setup.execute(returnUrl);
      this.#store.update((state) => ({ ...state, startingSetup: false }));
      leaveTo(url, this.navigation, this.platform);
      return { ok: true, url };
    } catch (error) {
      this.#store.update((state) => ({ ...state, startingSetup: false }));
      return { ok: false, ...problemOf(error) };
    }
  }

  /**
   * The provider's page sent the browser back: a saved card is announced and the list read again;
   * a canceled setup changes nothing and says nothing. Null when there is nothing to announce.
   */
  async cardSetupReturned(status: string | null): Promise<string | null> {
    if (status !== "succeeded") return null;
    await this.refresh();
    return PAYMENT_METHOD_TEXTS.cardAdded;
  }

  async #onCard(id: string, run: (method: PaymentMethod) => Promise<string>): Promise<BillingOutcome> {
    const method = this.state.methods.find((candidate) => candidate.id === id);
    if (!method || this.state.busyId)
      return { ok: false, ...problemOf(new Error("This card is not on your account.")) };
    this.#store.update((state) => ({ ...state, busyId: id }));
    try {
      const message = await run(method);
      this.#store.update((state) => ({ ...state, busyId: null }));
      return { ok: true, message };
    } catch (error) {
      this.#store.update((state) => ({ ...state, busyId: null }));
      return { ok: false, ...problemOf(error) };
    }
  }
}
