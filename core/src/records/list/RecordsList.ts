import { EMPTY, Observable, type Subscription, catchError, switchMap } from "rxjs";
import type { ApiClient } from "../../api/ApiClient";
import { errorText, isApiError } from "../../kernel/ApiError";
import { whileRead } from "../../kernel/whileRead";
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
  /** Bumped by every new query and by closing: answers of an older generation are dropped. */
  #generation = 0;
  #pages = 0;
  #live: Subscription | null = null;
  /**
   * The newest re-read applied per session: an answer older than it is dropped (it cannot undo a newer
   * one), while every newer answer shows, so a fast run of progress events still shows each step.
   */
  readonly #rereads = new Map<string, number>();
  #rereadCount = 0;

  readonly state$: Observable<RecordsListState>;

  constructor(
    private readonly api: ApiClient,
    private readonly socket: SocketPort,
    private readonly userId$: Observable<string | null>,
  ) {
    this.state$ = whileRead(
      this.#store.state$,
      () => {
        this.#open();
      },
      () => this.#close(),
    );
  }

  get state(): RecordsListState {
    return this.#store.value;
  }

  /** Shows this query: its first page is loaded unless it is already shown (or loading). */
  setQuery(query: RecordsQuery): void {
    const current = this.#store.value;
    if (current.query && sameQuery(current.query, query) && current.status !== "error") return;
    this.#generation += 1;
    this.#pages = 0;
    this.#store.set({ ...IDLE_RECORDS_LIST, query, status: "loading" });
    void this.#loadPage(this.#generation, query, 1);
  }

  /** The next 20, when there are more and nothing is loading. */
  loadMore(): void {
    const state = this.#store.value;
    if (state.status !== "ready" || state.loadingMore || !state.hasMore || !state.query) return;
    this.#store.set({ ...state, loadingMore: true, error: null });
    void this.#loadPage(this.#generation, state.query, this.#pages + 1);
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

  async #loadPage(generation: number, query: RecordsQuery, page: number): Promise<void> {
    try {
      const reply = await this.api.request(
        { method: "GET", path: recordsListCalls.list, query: listRequestQuery(query, page) },
        SessionListReply,
      );
      if (generation !== this.#generation) return;
      const included = indexIncluded(reply.included);
      const rows = reply.data.map((resource) => toRecordSummary(resource, included));
      const total = reply.meta.pagination.total_records;
      this.#pages = page;
      this.#store.update((state) => ({
        ...state,
        items: page === 1 ? rows : appendPage(state.items, rows),
        total,
        status: "ready",
        loadingMore: false,
        error: null,
        hasMore: page * RECORDS_PAGE_SIZE < total,
      }));
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#store.update((state) =>
        page === 1
          ? { ...state, status: "error", loadingMore: false, error: errorText(error) }
          : { ...state, loadingMore: false, error: errorText(error) },
      );
    }
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
    this.#generation += 1;
    this.#pages = 0;
    this.#rereads.clear();
    this.#store.set(IDLE_RECORDS_LIST);
  }

  #drop(id: string): void {
    this.#store.update((state) => {
      if (!state.items.some((item) => item.id === id)) return state;
      return { ...state, items: state.items.filter((item) => item.id !== id), total: Math.max(0, state.total - 1) };
    });
  }

  async #reread(id: string): Promise<void> {
    const generation = this.#generation;
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
    if (generation !== this.#generation || (this.#rereads.get(id) ?? 0) > ticket) return;
    this.#rereads.set(id, ticket);
    if (record === null) {
      this.#drop(id);
      return;
    }
    const found = record;
    this.#store.update((state) => {
      if (!state.query || state.status !== "ready") return state;
      const wasShown = state.items.some((item) => item.id === id);
      const items = placeRecord(state.items, found, state.query, state.hasMore);
      const isShown = items.some((item) => item.id === id);
      const total = state.total + (isShown && !wasShown ? 1 : !isShown && wasShown ? -1 : 0);
      return { ...state, items, total: Math.max(total, items.length) };
    });
  }
}
