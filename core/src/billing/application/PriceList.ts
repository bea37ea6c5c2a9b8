import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import type { Product } from "../../api/resources/productsReply";
import { Store } from "../../kernel/Store";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { PRICE_LIST_TEXTS } from "../domain/checkoutTexts";
import { INTERVAL_LABELS, type PriceInterval } from "../domain/priceRules";
import { type LicencePlan, type ProductCard, priceList, productCard } from "../domain/productCard";
import { loadProducts } from "./loadProducts";

export interface PriceListState {
  readonly status: "loading" | "ready" | "error";
  /** The load's failure, for the error state. */
  readonly error: string | null;
  /** The intervals the switch offers (only those some plan is sold by). */
  readonly intervals: readonly PriceInterval[];
  readonly interval: PriceInterval;
  /** The plans to buy, priced for `interval`. */
  readonly cards: readonly ProductCard[];
  /** Hidden plans that come with a licence key. */
  readonly licencePlans: readonly LicencePlan[];
  /** A status to read out; the id tells two equal texts apart. */
  readonly announcement: { readonly id: number; readonly text: string } | null;
}

const LOADING: PriceListState = {
  status: "loading",
  error: null,
  intervals: [],
  interval: "month",
  cards: [],
  licencePlans: [],
  announcement: null,
};

/**
 * /billing/product (spec 3 §3, §4, §7): the plans with their prices per interval. Loads when the
 * page starts reading it (and again on each visit, so a new tab or a return sees today's prices);
 * the interval switch re-prices the cards without a request.
 */
export class PriceList {
  readonly #store = new Store<PriceListState>(LOADING);
  readonly state$: Observable<PriceListState>;
  readonly #products: PageData<readonly Product[]>;
  #announcements = 0;

  constructor(
    private readonly api: Pick<ApiClient, "request">,
    /** The signed-in person's referral code: their referral price replaces the base one. */
    private readonly referral: () => string | null,
  ) {
    this.#products = new PageData(() => loadProducts(this.api));
    this.#products.state$.subscribe((view) => this.#show(view));
    // Each visit loads afresh; PageData waits for a load already on its way (a reader that left and
    // came straight back, as React's development double effect does) instead of starting another.
    this.state$ = this.#products.whileRead(this.#store.state$);
  }

  get state(): PriceListState {
    return this.#store.value;
  }

  /** Loads the plans (the error state's 'Try again' too). */
  async load(): Promise<void> {
    await this.#products.load();
  }

  #show(view: PageDataState<readonly Product[]>): void {
    switch (view.status) {
      case "idle":
        return;
      case "loading":
        this.#store.update((state) => ({ ...state, status: "loading", error: null }));
        return;
      case "failed":
        this.#store.set({ ...LOADING, status: "error", error: view.failure.message || PRICE_LIST_TEXTS.loadFailed });
        return;
      case "ready": {
        const model = priceList(view.data, this.referral());
        const interval = model.intervals.includes(this.state.interval) ? this.state.interval : model.defaultInterval;
        this.#store.set({
          ...LOADING,
          status: "ready",
          intervals: model.intervals,
          interval,
          cards: this.#cards(model.products, interval),
          licencePlans: model.licencePlans,
        });
      }
    }
  }

  /** The interval switch. */
  chooseInterval(interval: PriceInterval): void {
    const state = this.state;
    if (state.status !== "ready" || !state.intervals.includes(interval) || interval === state.interval) return;
    const model = priceList(this.#products.data ?? [], this.referral());
    this.#store.set({
      ...state,
      interval,
      cards: this.#cards(model.products, interval),
      announcement: { id: ++this.#announcements, text: PRICE_LIST_TEXTS.intervalShown(INTERVAL_LABELS[interval]) },
    });
  }

  #cards(products: readonly Product[], interval: PriceInterval): readonly ProductCard[] {
    const referral = this.referral();
    return products.map((product) => productCard(product, interval, referral));
  }
}
