import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { whileRead } from "../../kernel/whileRead";
import { InvoicesReply, toInvoicePage } from "../api/invoicesReply";
import type { Invoice } from "../domain/invoiceView";

/** Spec 3 §9: default page size 20, page 1. */
export const INVOICE_PAGE_SIZE = 20;

export interface InvoiceListState {
  /** About the first page; a later page has `loadingMore` and `error`. */
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly invoices: readonly Invoice[];
  /** The last page read. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalRecords: number;
  readonly loadingMore: boolean;
  readonly error: string | null;
}

export const IDLE_INVOICE_LIST: InvoiceListState = {
  status: "idle",
  invoices: [],
  page: 0,
  totalPages: 0,
  totalRecords: 0,
  loadingMore: false,
  error: null,
};

export const hasMoreInvoices = (state: InvoiceListState): boolean =>
  state.status === "ready" && state.page < state.totalPages;

/**
 * The user's invoices, newest first, a page at a time (spec 3 §4 "Invoice and subscription lists …
 * load by page"). Loads its first page when the page reads it; 'Load more' appends the next one.
 */
export class InvoiceList {
  readonly #store = new Store<InvoiceListState>(IDLE_INVOICE_LIST);
  readonly state$: Observable<InvoiceListState>;
  #generation = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly pageSize: number = INVOICE_PAGE_SIZE,
  ) {
    this.state$ = whileRead(
      this.#store.state$,
      () => void this.refresh(),
      () => {
        this.#generation += 1;
        this.#store.set(IDLE_INVOICE_LIST);
      },
    );
  }

  get state(): InvoiceListState {
    return this.#store.value;
  }

  /** Reads the first page again (after a plan change, which may have made an invoice). */
  async refresh(): Promise<void> {
    const generation = ++this.#generation;
    this.#store.update((state) => ({
      ...state,
      status: state.status === "ready" ? "ready" : "loading",
      loadingMore: false,
      error: null,
    }));
    try {
      const page = await this.#page(1);
      if (generation !== this.#generation) return;
      this.#store.set({
        status: "ready",
        invoices: page.invoices,
        page: page.page,
        totalPages: page.totalPages,
        totalRecords: page.totalRecords,
        loadingMore: false,
        error: null,
      });
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#store.update((state) => ({ ...state, status: "error", error: errorText(error) }));
    }
  }

  /** The next page, appended; invoices already shown are not repeated. */
  async loadMore(): Promise<void> {
    const state = this.state;
    if (!hasMoreInvoices(state) || state.loadingMore) return;
    const generation = this.#generation;
    this.#store.update((current) => ({ ...current, loadingMore: true, error: null }));
    try {
      const page = await this.#page(state.page + 1);
      if (generation !== this.#generation) return;
      this.#store.update((current) => {
        const known = new Set(current.invoices.map((invoice) => invoice.id));
        return {
          ...current,
          invoices: [...current.invoices, ...page.invoices.filter((invoice) => !known.has(invoice.id))],
          page: page.page,
          totalPages: page.totalPages,
          totalRecords: page.totalRecords,
          loadingMore: false,
        };
      });
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#store.update((current) => ({ ...current, loadingMore: false, error: errorText(error) }));
    }
  }

  async #page(number: number) {
    const reply = await this.api.request(
      { method: "GET", path: "invoices", query: { "page[number]": number, "page[size]": this.pageSize } },
      InvoicesReply,
    );
    return toInvoicePage(reply, this.pageSize);
  }
}
