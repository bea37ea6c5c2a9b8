import dayjs from "dayjs";
import type { QueryValue } from "../../api/requestConventions";

/** The sorting dropdown's four options (spec 3 §2: sortBy startedAt or name, sortDirection asc or desc). */
export const RECORDS_SORTS = ["newest", "oldest", "name-asc", "name-desc"] as const;
export type RecordsSort = (typeof RECORDS_SORTS)[number];

/**
 * Whose recordings /records lists (contract rule 13): the user's own, those others shared with them
 * (and they opened while signed in), or their favourites among both.
 */
export const RECORDS_VIEWS = ["all", "shared", "favourites"] as const;
export type RecordsView = (typeof RECORDS_VIEWS)[number];

/**
 * What /records shows: whose recordings, a search term, an order and an inclusive range of days
 * (YYYY-MM-DD, local).
 */
export interface RecordsQuery {
  readonly view: RecordsView;
  /** Trimmed; empty for no search. */
  readonly term: string;
  readonly sort: RecordsSort;
  readonly from: string | null;
  readonly to: string | null;
}

export const DEFAULT_RECORDS_QUERY: RecordsQuery = { view: "all", term: "", sort: "newest", from: null, to: null };

/** Spec 3 §7 list pages are fetched 20 at a time. */
export const RECORDS_PAGE_SIZE = 20;
/** Spec 3 §2 "The records list shows sessions with status ended": ended 20 and wrapped 30. */
export const ENDED_STATUSES = [20, 30] as const;
/** The longest search the address keeps: anything longer is cut, not refused. */
export const MAX_TERM_LENGTH = 200;

export const SORT_ORDER: Readonly<
  Record<RecordsSort, { readonly sortBy: "started_at" | "name"; readonly sortDirection: "asc" | "desc" }>
> = {
  newest: { sortBy: "started_at", sortDirection: "desc" },
  oldest: { sortBy: "started_at", sortDirection: "asc" },
  "name-asc": { sortBy: "name", sortDirection: "asc" },
  "name-desc": { sortBy: "name", sortDirection: "desc" },
};

/** The address's parameter names: /records?view=…&term=…&sort=…&from=…&to=… */
export const RECORDS_PARAMS = { view: "view", term: "term", sort: "sort", from: "from", to: "to" } as const;

/** Contract rule 13: the list filter each view sends (the user's own sessions send none). */
export const VIEW_FILTERS: Readonly<Record<RecordsView, Readonly<Record<string, 1>>>> = {
  all: {},
  shared: { "filter[shared]": 1 },
  favourites: { "filter[favourite]": 1 },
};

/** What the query is read from: the address's URLSearchParams (core has no DOM types). */
export interface SearchParamsLike {
  get(name: string): string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (value: string): boolean => {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const normaliseTerm = (term: string): string => term.trim().slice(0, MAX_TERM_LENGTH).trim();

const isSort = (value: string | null): value is RecordsSort => RECORDS_SORTS.includes(value as RecordsSort);
const isView = (value: string | null): value is RecordsView => RECORDS_VIEWS.includes(value as RecordsView);

/**
 * The query an address asks for. Anything it cannot use falls back to the default: an unknown view or
 * sort, a date that is not a calendar day, a range whose start is after its end (both dropped).
 */
export const queryFromSearchParams = (params: SearchParamsLike): RecordsQuery => {
  const view = params.get(RECORDS_PARAMS.view);
  const sort = params.get(RECORDS_PARAMS.sort);
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && isCalendarDay(value) ? value : null;
  };
  let from = day(RECORDS_PARAMS.from);
  let to = day(RECORDS_PARAMS.to);
  if (from !== null && to !== null && from > to) {
    from = null;
    to = null;
  }
  return {
    view: isView(view) ? view : DEFAULT_RECORDS_QUERY.view,
    term: normaliseTerm(params.get(RECORDS_PARAMS.term) ?? ""),
    sort: isSort(sort) ? sort : DEFAULT_RECORDS_QUERY.sort,
    from,
    to,
  };
};

/**
 * The address of a query (for `new URLSearchParams(…)`): only what differs from the default, so
 * plain /records stays plain.
 */
export const searchParamsFromQuery = (query: RecordsQuery): Readonly<Record<string, string>> => {
  const params: Record<string, string> = {};
  if (query.view !== DEFAULT_RECORDS_QUERY.view) params[RECORDS_PARAMS.view] = query.view;
  if (query.term) params[RECORDS_PARAMS.term] = query.term;
  if (query.sort !== DEFAULT_RECORDS_QUERY.sort) params[RECORDS_PARAMS.sort] = query.sort;
  if (query.from) params[RECORDS_PARAMS.from] = query.from;
  if (query.to) params[RECORDS_PARAMS.to] = query.to;
  return params;
};

export const sameQuery = (a: RecordsQuery, b: RecordsQuery): boolean =>
  a.view === b.view && a.term === b.term && a.sort === b.sort && a.from === b.from && a.to === b.to;

/** The first and last instant of the query's days in the user's own time zone (epoch ms). */
export const dayBounds = (query: RecordsQuery): { readonly from: number | null; readonly to: number | null } => ({
  from: query.from ? dayjs(query.from).startOf("day").valueOf() : null,
  to: query.to ? dayjs(query.to).endOf("day").valueOf() : null,
});

/** Does the query narrow its view (search or dates)? The view alone is not a filter to clear. */
export const isNarrowed = (query: RecordsQuery): boolean =>
  !sameQuery({ ...query, view: DEFAULT_RECORDS_QUERY.view, sort: DEFAULT_RECORDS_QUERY.sort }, DEFAULT_RECORDS_QUERY);

/**
 * The flattened parameters of one page (spec 3 §7): pagination, order, term, the range as the
 * bounds of the user's local days, ended sessions only, with their streams and tags, and the view's
 * filter (contract rule 13).
 */
export const listRequestQuery = (query: RecordsQuery, page: number): Readonly<Record<string, QueryValue>> => {
  const { sortBy, sortDirection } = SORT_ORDER[query.sort];
  const { from, to } = dayBounds(query);
  return {
    "filter[pagination][page]": page,
    "filter[pagination][limit]": RECORDS_PAGE_SIZE,
    sortBy,
    sortDirection,
    term: query.term || undefined,
    from: from === null ? undefined : new Date(from).toISOString(),
    to: to === null ? undefined : new Date(to).toISOString(),
    statuses: ENDED_STATUSES,
    include: "streams,tags",
    ...VIEW_FILTERS[query.view],
  };
};
