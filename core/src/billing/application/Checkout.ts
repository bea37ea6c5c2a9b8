import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import type { Price, Product } from "../../api/resources/productsReply";
import { type ApiError, errorText, isApiError } from "../../kernel/ApiError";
import type { NavigationRequests } from "../../kernel/NavigationRequests";
import { Store } from "../../kernel/Store";
import type { PlatformPort } from "../../ports/PlatformPort";
import { CouponReply, toCoupon } from "../api/couponReply";
import { type PaymentResult, PaymentResultReply, toPaymentResult } from "../api/paymentResultReply";
import { CONGRATULATION_PATH } from "../domain/billingPaths";
import {
  type CheckoutAddress,
  type SearchParamsLike,
  checkoutReturnUrl,
  readCheckoutAddress,
} from "../domain/checkoutAddress";
import { CHECKOUT_TEXTS } from "../domain/checkoutTexts";
import { type Coupon, type OrderSummary, orderSummary } from "../domain/orderSummary";
import { type PaymentMethod, cardLabel, defaultFirst } from "../domain/paymentMethod";
import { PROMO_TEXTS, normalisePromoCode, validatePromoCode } from "../domain/promoCodes";
import { leaveTo } from "./leaveTo";
import { loadProducts } from "./loadProducts";

export interface CheckoutAnnouncement {
  readonly id: number;
  readonly text: string;
}

export interface CheckoutPromo {
  /** What the field holds. */
  readonly input: string;
  readonly applying: boolean;
  /** The field's message: empty, or the server's "This promo code is not valid.". */
  readonly error: string | null;
}

export interface CheckoutRefusal {
  readonly kind: "noCard" | "refused" | "conflict";
  readonly message: string;
}

export interface CheckoutState {
  readonly status: "loading" | "ready" | "missing" | "error";
  /** The load's failure, for the error state. */
  readonly error: string | null;
  readonly productId: string | null;
  readonly priceId: string | null;
  /** The order with the applied coupon; null until loaded. */
  readonly summary: OrderSummary | null;
  readonly promo: CheckoutPromo;
  readonly coupon: Coupon | null;
  /** The person's saved cards, default first. */
  readonly cards: readonly PaymentMethod[];
  readonly cardsStatus: "loading" | "ready" | "error";
  readonly selectedCardId: string | null;
  /** After the provider sent the browser back: added, or not. */
  readonly cardNotice: { readonly kind: "success" | "warning"; readonly text: string } | null;
  /** 'Add card' is asking for the provider's page (then the browser leaves). */
  readonly addingCard: boolean;
  readonly addCardError: string | null;
  readonly paying: boolean;
  /**
   * Why the order was not placed, shown above the button: no card chosen yet, the server's refusal
   * (422), or a subscription already live (409: the profile is where plans change).
   */
  readonly payError: CheckoutRefusal | null;
  /** A successful_unpaid result's message: the plan exists, the card must be fixed. */
  readonly unpaid: string | null;
  /** A status with nothing on screen that reads itself out (errors and notices are alerts). */
  readonly announcement: CheckoutAnnouncement | null;
}

const NO_PROMO: CheckoutPromo = { input: "", applying: false, error: null };

export const INITIAL_CHECKOUT: CheckoutState = {
  status: "loading",
  error: null,
  productId: null,
  priceId: null,
  summary: null,
  promo: NO_PROMO,
  coupon: null,
  cards: [],
  cardsStatus: "loading",
  selectedCardId: null,
  cardNotice: null,
  addingCard: false,
  addCardError: null,
  paying: false,
  payError: null,
  unpaid: null,
  announcement: null,
};

interface Order {
  readonly product: Product;
  readonly price: Price;
  readonly trial: boolean;
  /** The checkout's own path, which the provider returns to. */
  readonly path: string;
}

/** The message of a refused call, as the server wrote it for people. */
const refusal = (error: unknown): string => errorText(error);

/** Whether a 422 is about the promo code (its pointer names the attribute). */
const isPromoRefusal = (error: ApiError): boolean => {
  const body = error.meta?.body as { errors?: readonly { source?: { pointer?: unknown } }[] } | undefined;
  return (body?.errors ?? []).some((wire) => wire.source?.pointer === "/data/attributes/promo_code");
};

/**
 * /billing/buying/{productId}/{priceId} (spec 1 §4, spec 3 §3–§5, contract 14): the order summary, a
 * promo code, the card (through the provider's hosted page and back), then the subscription. The
 * address carries the trial flag and, across the trip to the provider, the promo code; the provider
 * adds `setup_id` and `setup_status` on its way back.
 */
export class Checkout {
  readonly #store = new Store<CheckoutState>(INITIAL_CHECKOUT);
  readonly state$: Observable<CheckoutState> = this.#store.state$;
  #order: Order | null = null;
  /** Bumped by open: answers for an earlier checkout are dropped. */
  #generation = 0;
  #announcements = 0;
  /** The cards there were when the person left for the provider: the new one is the one not among them. */
  #cardsBeforeSetup: ReadonlySet<string> | null = null;
  /** The open in progress, by its address. */
  #opening: { readonly key: string; readonly done: Promise<void> } | null = null;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    private readonly paymentMethods: { execute(): Promise<readonly PaymentMethod[]> },
    private readonly cardSetup: { execute(returnUrl: string): Promise<string> },
    private readonly navigation: Pick<NavigationRequests, "go">,
    private readonly platform: Pick<PlatformPort, "assign">,
  ) {}

  get state(): CheckoutState {
    return this.#store.value;
  }

  /**
   * Opens the checkout of a plan's price. `path` is the page's path, `query` its search: trial=true,
   * promo, and after the provider setup_id and setup_status.
   */
  open(productId: string, priceId: string, path: string, query: SearchParamsLike): Promise<void> {
    const address = readCheckoutAddress(query);
    const key = JSON.stringify([productId, priceId, path, address]);
    // The same address asked again while it loads (React's development double effect) is one load.
    if (this.#opening && this.#opening.key === key) return this.#opening.done;
    const done = this.#open(productId, priceId, path, address).finally(() => {
      if (this.#opening?.done === done) this.#opening = null;
    });
    this.#opening = { key, done };
    return done;
  }

  async #open(productId: string, priceId: string, path: string, address: CheckoutAddress): Promise<void> {
    const generation = ++this.#generation;
    this.#order = null;
    this.#store.set({
      ...INITIAL_CHECKOUT,
      productId,
      priceId,
      promo: { ...NO_PROMO, input: address.promo ?? "" },
      cardNotice: address.setup?.status === "canceled" ? { kind: "warning", text: CHECKOUT_TEXTS.cardNotAdded } : null,
    });
    const cards = this.#loadCards(generation, address.setup?.status === "succeeded");
    try {
      const products = await loadProducts(this.api);
      if (generation !== this.#generation) return;
      const product = products.find((candidate) => candidate.id === productId);
      const price = product?.attributes.prices.find((candidate) => candidate.id === priceId);
      if (!product || !price) {
        this.#store.update((state) => ({ ...state, status: "missing", error: CHECKOUT_TEXTS.planMissing }));
        return;
      }
      this.#order = { product, price, trial: address.trial, path };
      this.#store.update((state) => ({ ...state, status: "ready", summary: this.#summary(null) }));
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#store.update((state) => ({
        ...state,
        status: "error",
        error: errorText(error) || CHECKOUT_TEXTS.loadFailed,
      }));
      return;
    }
    if (address.promo) await this.applyPromo();
    await cards;
  }

  setPromoInput(input: string): void {
    this.#store.update((state) => ({ ...state, promo: { ...state.promo, input, error: null } }));
  }

  /** 'Apply': asks the server for the coupon (GET billing/coupons/{code}); its message when refused. */
  async applyPromo(): Promise<void> {
    const state = this.state;
    if (state.status !== "ready" || state.promo.applying) return;
    const invalid = validatePromoCode(state.promo.input);
    if (invalid) {
      this.#store.update((current) => ({ ...current, promo: { ...current.promo, error: invalid } }));
      return;
    }
    const generation = this.#generation;
    const code = normalisePromoCode(state.promo.input);
    this.#store.update((current) => ({ ...current, promo: { ...current.promo, applying: true, error: null } }));
    try {
      const coupon = toCoupon(
        await this.api.request({ method: "GET", path: `billing/coupons/${encodeURIComponent(code)}` }, CouponReply),
      );
      if (generation !== this.#generation) return;
      this.#store.update((current) => ({
        ...current,
        coupon,
        summary: this.#summary(coupon),
        promo: { input: coupon.code.toUpperCase(), applying: false, error: null },
        payError: null,
        announcement: this.#announce(CHECKOUT_TEXTS.promoApplied(coupon.code, coupon.percentOff)),
      }));
    } catch (error) {
      if (generation !== this.#generation) return;
      const message = isApiError(error) && error.status === 404 ? error.title || PROMO_TEXTS.invalid : refusal(error);
      this.#store.update((current) => ({
        ...current,
        promo: { ...current.promo, applying: false, error: message },
        announcement: this.#announce(message),
      }));
    }
  }

  /** Takes the applied code off the order. */
  removePromo(): void {
    if (!this.state.coupon) return;
    this.#store.update((state) => ({
      ...state,
      coupon: null,
      summary: this.#summary(null),
      promo: NO_PROMO,
      announcement: this.#announce(CHECKOUT_TEXTS.promoRemoved),
    }));
  }

  chooseCard(id: string): void {
    const card = this.state.cards.find((candidate) => candidate.id === id);
    if (!card || this.state.selectedCardId === id) return;
    this.#store.update((state) => ({
      ...state,
      selectedCardId: id,
      payError: null,
      announcement: this.#announce(CHECKOUT_TEXTS.cardChosen(cardLabel(card))),
    }));
  }

  /**
   * 'Add card': asks for the provider's page with this checkout (its trial flag and promo code) as
   * the address to come back to, then leaves for it.
   */
  async addCard(): Promise<void> {
    const order = this.#order;
    if (!order || this.state.addingCard) return;
    const generation = this.#generation;
    this.#store.update((state) => ({ ...state, addingCard: true, addCardError: null, cardNotice: null }));
    try {
      const url = await this.cardSetup.execute(
        checkoutReturnUrl(order.path, order.trial, this.state.coupon?.code ?? null),
      );
      if (generation !== this.#generation) return;
      this.#cardsBeforeSetup = new Set(this.state.cards.map((card) => card.id));
      this.#store.update((state) => ({ ...state, announcement: this.#announce(CHECKOUT_TEXTS.leavingForCard) }));
      leaveTo(url, this.navigation, this.platform);
    } catch (error) {
      if (generation !== this.#generation) return;
      const message = refusal(error);
      this.#store.update((state) => ({ ...state, addingCard: false, addCardError: message }));
    }
  }

  /** Loads the cards again (their error state's 'Try again'). */
  async reloadCards(): Promise<void> {
    await this.#loadCards(this.#generation, false);
  }

  /**
   * 'Start free trial' / 'Pay £x.xx': POST billing/subscriptions. Successful → the welcome page;
   * successful_unpaid → its message and a way to fix the card; a refusal (409, 422) → its message.
   */
  async submit(): Promise<PaymentResult | null> {
    const order = this.#order;
    const state = this.state;
    if (!order || !state.summary || state.paying) return null;
    const card = state.selectedCardId;
    if (!card) {
      this.#store.update((current) => ({
        ...current,
        payError: { kind: "noCard", message: CHECKOUT_TEXTS.chooseCard },
      }));
      return null;
    }
    const generation = this.#generation;
    this.#store.update((current) => ({ ...current, paying: true, payError: null, unpaid: null }));
    try {
      const reply = await this.api.request(
        {
          method: "POST",
          path: "billing/subscriptions",
          body: {
            data: {
              type: "customers_subscriptions",
              attributes: {
                price_id: order.price.id,
                trial: state.summary.trialDays !== null,
                ...(state.coupon ? { promo_code: state.coupon.code } : {}),
                payment_method_id: card,
              },
            },
          },
        },
        PaymentResultReply,
      );
      const result = toPaymentResult(reply);
      if (generation !== this.#generation) return result;
      if (result.code === "successful") {
        this.#store.update((current) => ({ ...current, announcement: this.#announce(result.message) }));
        this.navigation.go(CONGRATULATION_PATH);
      } else {
        this.#store.update((current) => ({ ...current, paying: false, unpaid: result.message }));
      }
      return result;
    } catch (error) {
      if (generation !== this.#generation) return null;
      const message = refusal(error);
      const promoRefused = isApiError(error) && error.status === 422 && isPromoRefusal(error);
      this.#store.update((current) => ({
        ...current,
        paying: false,
        payError: { kind: isApiError(error) && error.status === 409 ? "conflict" : "refused", message },
        promo: promoRefused ? { ...current.promo, error: message } : current.promo,
      }));
      return null;
    }
  }

  #summary(coupon: Coupon | null): OrderSummary | null {
    const order = this.#order;
    return order ? orderSummary({ product: order.product, price: order.price, trial: order.trial, coupon }) : null;
  }

  async #loadCards(generation: number, justAdded: boolean): Promise<void> {
    this.#store.update((state) => ({ ...state, cardsStatus: "loading" }));
    try {
      const cards = defaultFirst(await this.paymentMethods.execute());
      if (generation !== this.#generation) return;
      const before = this.#cardsBeforeSetup;
      const added = justAdded
        ? (cards.find((card) => before !== null && !before.has(card.id)) ?? cards[cards.length - 1] ?? null)
        : null;
      if (justAdded) this.#cardsBeforeSetup = null;
      this.#store.update((state) => {
        const kept = cards.some((card) => card.id === state.selectedCardId) ? state.selectedCardId : null;
        const selected = added?.id ?? kept ?? cards.find((card) => card.isDefault)?.id ?? cards[0]?.id ?? null;
        const notice = added ? `${CHECKOUT_TEXTS.cardAdded} ${cardLabel(added)}.` : null;
        return {
          ...state,
          cards,
          cardsStatus: "ready",
          selectedCardId: selected,
          cardNotice: notice ? { kind: "success", text: notice } : state.cardNotice,
        };
      });
    } catch {
      if (generation !== this.#generation) return;
      this.#store.update((state) => ({ ...state, cardsStatus: "error" }));
    }
  }

  #announce(text: string): CheckoutAnnouncement {
    this.#announcements += 1;
    return { id: this.#announcements, text };
  }
}
