import { EMPTY, Observable, type Subscription, catchError, switchMap } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { PageData } from "../../kernel/pageData/PageData";
import type { PageDataState } from "../../kernel/pageData/pageDataState";
import { Store } from "../../kernel/Store";
import type { SocketEvent, SocketPort } from "../../ports/SocketPort";
import { ListedSessionReply, SessionListReply } from "./recordsListReplies";
import { SESSION_LIST_EVENTS, recordsListCalls, sessionListChannelName } from "./recordsListCalls";
import { appendPage, placeRecord } from "./recordsListRules";
import { RECORDS_PAGE_SIZE, type RecordsQuery, listRequestQuery, sameQuery } from "./recordsQuery";
import type { RecordSummary } from "./RecordSummary";
import { indexIncluded, toRecordSummary } from "./toRecordSummary";

export interface RecordsListState {
  /** The query shown; null before the page asked for one. */
  readonly query: RecordsQuery | null;
  readonly items: readonly RecordSummary[];
  /** How many sessions match the query on the server (meta.pagination.total_records). */
  readonly total: number;
  /** `loading` and `error` are about the first page; a later page has `loadingMore` and `error`. */
  readonly status: "idle" | "loading" | "ready" | "error";
  readonly loadingMore: boolean;
  /** Why the last load failed (first page when status is error, the next page otherwise); null when it did not. */
  readonly error: string | null;
  readonly hasMore: boolean;
}

export const IDLE_RECORDS_LIST: RecordsListState = {
  query: null,
  items: [],
  total: 0,
  status: "idle",
  loadingMore: false,
  error: null,
  hasMore: false,
};

/** The rows read for a query: the pages so far, and what the server says is left. */
interface ListedPages {
  readonly items: readonly RecordSummary[];
  readonly total: number;
  readonly pages: number;
  readonly hasMore: boolean;
}

const withPages = (
  state: RecordsListState,
  query: RecordsQuery | undefined,
  view: PageDataState<ListedPages>,
): RecordsListState => {
  switch (view.status) {
    case "idle":
      return IDLE_RECORDS_LIST;
    case "loading":
      return { ...IDLE_RECORDS_LIST, query: query ?? null, status: "loading" };
    case "failed":
      return { ...state, query: query ?? null, status: "error", loadingMore: false, error: view.failure.message };
    case "ready": {
      const { items, total, hasMore } = view.data;
      return { ...state, query: query ?? null, items, total, hasMore, status: "ready" };
    }
  }
};

const isListEvent = (event: SocketEvent): event is SocketEvent =>
  (SESSION_LIST_EVENTS as readonly string[]).includes(event.event);

const eventSessionId = (data: unknown): string | null => {
  const id = typeof data === "object" && data !== null ? (data as { id?: unknown }).id : undefined;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
};

/**
 * /records (spec 3 §2): the user's ended sessions for a query, 20 at a time, kept current by the
 * list channel `users-{id}.sessions` (created, started, changed, wrapped re-read the session;
 * removed drops it). Its life follows its readers: the first subscriber of `state$` opens the
 * channel, the last one leaving closes it and forgets the rows, so nothing runs off the page and
 * no component starts or stops anything (ARCHITECTURE rule 9).
 */
export class RecordsList {
  readonly #store = new Store<RecordsListState>(IDLE_RECORDS_LIST);
  /** The first page of the query shown, then the pages 'Load more' adds and the rows live events change. */
  readonly #list: PageData<ListedPages, RecordsQuery>;
  #live: Subscription | null = null;
  /**
   * The newest re-read applied per session: an answer older than it is dropped (it cannot undo a newer
   * one), while every newer answer shows, so a fast run of progress events still shows each step.
   * Row order within one list, not a page load: the list itself is PageData's.
   */
  readonly #rereads = new Map<string, number>();
  #rereadCount = 0;

  readonly state$: Observable<RecordsListState>;

  constructor(
    private readonly api: ApiClient,
    private readonly socket: SocketPort,
    private readonly userId$: Observable<string | null>,
  ) {
    this.#list = new PageData<ListedPages, RecordsQuery>(
      async (query: RecordsQuery) => {
        const { rows, total } = await this.#readPage(query, 1);
        return { items: rows, total, pages: 1, hasMore: RECORDS_PAGE_SIZE < total };
      },
      { keyed: true, sameKey: sameQuery },
    );
    this.#list.state$.subscribe((view) => this.#store.update((state) => withPages(state, this.#list.key, view)));
    this.state$ = this.#list.whileRead(this.#store.state$, {
      opened: () => this.#open(),
      closed: () => this.#close(),
    });
  }

  get state(): RecordsListState {
    return this.#store.value;
  }

  /** Shows this query: its first page is loaded unless it is already shown (or loading). */
  setQuery(query: RecordsQuery): void {
    void this.#list.open(query);
  }

  /** The next 20, when there are more and nothing is loading. */
  loadMore(): void {
    const state = this.#store.value;
    const shown = this.#list.data;
    if (state.status !== "ready" || state.loadingMore || !state.hasMore || !state.query || !shown) return;
    this.#store.set({ ...state, loadingMore: true, error: null });
    void this.#loadMore(state.query, shown);
  }

  /** After a failure: the first page again, or the page that failed. */
  retry(): void {
    const state = this.#store.value;
    if (!state.query) return;
    if (state.status === "error") {
      this.setQuery(state.query);
      return;
    }
    if (state.error) {
      this.#store.set({ ...state, error: null });
      this.loadMore();
    }
  }

  async #readPage(query: RecordsQuery, page: number): Promise<{ rows: RecordSummary[]; total: number }> {
    const reply = await this.api.request(
      { method: "GET", path: recordsListCalls.list, query: listRequestQuery(query, page) },
      SessionListReply,
    );
    const included = indexIncluded(reply.included);
    return {
      rows: reply.data.map((resource) => toRecordSummary(resource, included)),
      total: reply.meta.pagination.total_records,
    };
  }

  async #loadMore(query: RecordsQuery, shown: ListedPages): Promise<void> {
    const page = shown.pages + 1;
    try {
      const { rows, total } = await this.#readPage(query, page);
      // Another query (or the page's leaving) replaced the list these rows would extend.
      if (!this.#stillShows(query)) return;
      this.#list.update((list) => ({
        items: appendPage(list.items, rows),
        total,
        pages: page,
        hasMore: page * RECORDS_PAGE_SIZE < total,
      }));
      this.#store.update((state) => ({ ...state, loadingMore: false, error: null }));
    } catch (error) {
      if (this.#stillShows(query))
        this.#store.update((state) => ({ ...state, loadingMore: false, error: errorText(error) }));
    }
  }

  /** Whether the list shown is still `query`'s (not another query's, nor forgotten by the page's leaving). */
  #stillShows(query: RecordsQuery): boolean {
    const shown = this.#list.key;
    return this.#list.data !== undefined && shown !== undefined && sameQuery(shown, query);
  }

  #open(): void {
    this.#live = this.userId$
      .pipe(
        switchMap((userId) =>
          userId
            ? this.socket.channel(sessionListChannelName(userId)).pipe(
                // Without live updates the list still works: it is current as of its last load.
                catchError(() => EMPTY),
              )
            : EMPTY,
        ),
      )
      .subscribe((event) => {
        if (!isListEvent(event)) return;
        const id = eventSessionId(event.data);
        if (id === null) return;
        if (event.event === "removed") this.#drop(id);
        else void this.#reread(id);
      });
  }

  #close(): void {
    this.#live?.unsubscribe();
    this.#live = null;
    this.#rereads.clear();
    this.#store.set(IDLE_RECORDS_LIST);
  }

  #drop(id: string): void {
    this.#list.update((list) => {
      if (!list.items.some((item) => item.id === id)) return list;
      return { ...list, items: list.items.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) };
    });
  }

  async #reread(id: string): Promise<void> {
    const query = this.#list.key;
    const ticket = ++this.#rereadCount;
    let record: RecordSummary | null;
    try {
      const reply = await this.api.request(
        { method: "GET", path: recordsListCalls.session(id), query: { include: "streams,tags" } },
        ListedSessionReply,
      );
      record = toRecordSummary(reply.data, indexIncluded(reply.included));
    } catch (error) {
      // Gone meanwhile: the same as removed. Any other failure leaves the row as it was.
      if (isApiError(error) && error.status === 404) record = null;
      else return;
    }
    if (query === undefined || !this.#stillShows(query) || (this.#rereads.get(id) ?? 0) > ticket) return;
    this.#rereads.set(id, ticket);
    if (record === null) {
      this.#drop(id);
      return;
    }
    const found = record;
    this.#list.update((list) => {
      const wasShown = list.items.some((item) => item.id === id);
      const items = placeRecord(list.items, found, query, list.hasMore);
      const isShown = items.some((item) => item.id === id);
      const total = list.total + (isShown && !wasShown ? 1 : !isShown && wasShown ? -1 : 0);
      return { ...list, items, total: Math.max(total, items.length) };
    });
  }
}
