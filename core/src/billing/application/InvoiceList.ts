import type { Observable } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText } from "../../kernel/ApiError";
import { Store } from "../../kernel/Store";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { type InvoicePage, InvoicesReply, toInvoicePage } from "../api/invoicesReply";
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

/** The list's state for the page's data: a failed re-read shows the error, with the invoices kept. */
const withPage = (state: InvoiceListState, view: PageDataState<InvoicePage>): InvoiceListState => {
  switch (view.status) {
    case "idle":
      return IDLE_INVOICE_LIST;
    case "loading":
      return { ...state, status: "loading", loadingMore: false, error: null };
    case "failed":
      return { ...state, status: "error", error: view.failure.message };
    case "ready": {
      const { invoices, page, totalPages, totalRecords } = view.data;
      const base = { ...state, invoices, page, totalPages, totalRecords };
      // Read again after an error: loading until it answers, with the invoices kept.
      if (view.refreshing)
        return { ...base, status: state.status === "ready" ? "ready" : "loading", loadingMore: false, error: null };
      if (view.refreshFailed) return { ...base, status: "error", error: view.refreshFailed.message };
      return { ...base, status: "ready", error: state.status === "ready" ? state.error : null };
    }
  }
};

/**
 * The user's invoices, newest first, a page at a time (spec 3 §4 "Invoice and subscription lists …
 * load by page"). Loads its first page when the page reads it; 'Load more' appends the next one.
 */
export class InvoiceList {
  readonly #store = new Store<InvoiceListState>(IDLE_INVOICE_LIST);
  readonly #pages: PageData<InvoicePage>;
  readonly state$: Observable<InvoiceListState>;

  constructor(
    private readonly api: ApiClient,
    private readonly pageSize: number = INVOICE_PAGE_SIZE,
  ) {
    this.#pages = new PageData(() => this.#page(1));
    this.#pages.state$.subscribe((view) => this.#store.update((state) => withPage(state, view)));
    this.state$ = this.#pages.whileRead(this.#store.state$);
  }

  get state(): InvoiceListState {
    return this.#store.value;
  }

  /** Reads the first page again (after a plan change, which may have made an invoice). */
  async refresh(): Promise<void> {
    await this.#pages.reload();
  }

  /** The next page, appended; invoices already shown are not repeated. */
  async loadMore(): Promise<void> {
    const state = this.state;
    const shown = this.#pages.data;
    if (!hasMoreInvoices(state) || state.loadingMore || !shown) return;
    this.#store.update((current) => ({ ...current, loadingMore: true, error: null }));
    try {
      const page = await this.#page(state.page + 1);
      if (!this.#stillShows(shown)) return;
      this.#pages.update((current) => {
        const known = new Set(current.invoices.map((invoice) => invoice.id));
        return {
          invoices: [...current.invoices, ...page.invoices.filter((invoice) => !known.has(invoice.id))],
          page: page.page,
          totalPages: page.totalPages,
          totalRecords: page.totalRecords,
        };
      });
      this.#store.update((current) => ({ ...current, loadingMore: false }));
    } catch (error) {
      if (this.#stillShows(shown))
        this.#store.update((current) => ({ ...current, loadingMore: false, error: errorText(error) }));
    }
  }

  /** Whether the pages `shown` are still what the list shows: a page read afresh meanwhile replaces them. */
  #stillShows(shown: InvoicePage): boolean {
    const view = this.#pages.state;
    if (view.status === "ready" && !view.refreshing && view.data === shown) return true;
    this.#store.update((current) => ({ ...current, loadingMore: false }));
    return false;
  }

  async #page(number: number): Promise<InvoicePage> {
    const reply = await this.api.request(
      { method: "GET", path: "invoices", query: { "page[number]": number, "page[size]": this.pageSize } },
      InvoicesReply,
    );
    return toInvoicePage(reply, this.pageSize);
  }
}
