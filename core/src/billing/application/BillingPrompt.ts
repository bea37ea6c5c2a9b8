import type { Observable, Subscription } from "rxjs";
import { Store } from "../../kernel/Store";
import type { PlatformPort } from "../../ports/PlatformPort";
import { type BillingDialogText, type BillingRequest, billingDialogTextOf } from "../domain/billingRequest";
import { PRICE_LIST_PATH } from "../domain/billingTexts";

export interface BillingPromptState {
  /** The billing dialog showing now, or null. */
  readonly open: BillingDialogText | null;
}

/**
 * The one path from a 402 to the billing dialog (spec 2 §8): the recorder (start, capacity re-check)
 * and the upload queue each call `request`; one dialog, mounted once, reads `state$`. A 402 while the
 * dialog is already open says the same thing again, so it is not stacked. 'Open price list' opens
 * /billing/product in a new window (spec 2 §2, spec 3 §2), so a recording page stays as it was.
 */
export class BillingPrompt {
  readonly #store = new Store<BillingPromptState>({ open: null });
  readonly state$ = this.#store.state$;

  constructor(
    private readonly platform: Pick<PlatformPort, "openExternal">,
    /** Turns the app's own path into the address a new window can open (the web app's, on the desktop). */
    private readonly addressOf: (path: string) => string = (path) => path,
  ) {}

  get state(): BillingPromptState {
    return this.#store.value;
  }

  /**
   * Takes requests from a stream for as long as the subscription lives: the upload queue's 402s
   * (its billing notices) reach the same dialog as the recorder's, with no copy in a component.
   */
  follow(requests$: Observable<BillingRequest>): Subscription {
    return requests$.subscribe((request) => this.request(request));
  }

  request(request: BillingRequest): void {
    if (this.state.open) return;
    this.#store.set({ open: billingDialogTextOf(request) });
  }

  /** 'Open price list': the price list in a new window, and the dialog closes. */
  openPriceList(): void {
    this.platform.openExternal(this.addressOf(PRICE_LIST_PATH));
    this.close();
  }

  /** 'Close', Escape or a click outside. */
  close(): void {
    if (this.state.open) this.#store.set({ open: null });
  }
}
