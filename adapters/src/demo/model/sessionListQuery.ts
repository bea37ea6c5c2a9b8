import type { DemoRecordingSession } from "../db/DemoSnapshot";

/** Spec 3 §7 list pages: 20 by default; more than this in one page is refused. */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 200;
const DAY_MS = 86_400_000;

export type SessionSortBy = "started_at" | "name";
export type SortDirection = "asc" | "desc";

/** What `GET sessions?…` asks for, read from its flattened query parameters. */
export interface SessionListQuery {
  readonly page: number;
  readonly limit: number;
  readonly sortBy: SessionSortBy;
  readonly sortDirection: SortDirection;
  /** Lower-cased search text; empty for none. */
  readonly term: string;
  /** Inclusive bounds on started_at (epoch ms); null when open. */
  readonly from: number | null;
  readonly to: number | null;
  /** Session statuses to keep; null keeps every status. */
  readonly statuses: ReadonlySet<number> | null;
  /** `filter[ids]`: only these sessions; null when not filtered. */
  readonly ids: ReadonlySet<string> | null;
  /** `filter[demo]=1`: only the seeded demo lectures. */
  readonly demo: boolean;
  /** `filter[user_id]`: whose sessions (checked against the caller by the route). */
  readonly userId: string | null;
  /** `filter[shared]=1`: the shared records the user bookmarked instead of their own. */
  readonly shared: boolean;
  /** `filter[favourite]=1`: only what the user starred (own or shared with them). */
  readonly favourite: boolean;
}

/** A query parameter the server cannot read: the route answers 422 naming it. */
export class SessionListParameterError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

const first = (query: URLSearchParams, ...names: string[]): string | null => {
  for (const name of names) {
    const value = query.get(name);
    if (value !== null && value.trim() !== "") return value.trim();
  }
  return null;
};

/** Every value of `name`, `name[]` (repeated) and comma lists. */
const many = (query: URLSearchParams, name: string): string[] =>
  [...query.getAll(name), ...query.getAll(`${name}[]`)]
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);

const positiveInteger = (raw: string | null, parameter: string, fallback: number, max: number): number => {
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new SessionListParameterError(parameter, `The ${parameter} must be an integer between 1 and ${max}.`);
  }
  return value;
};

/**
 * A day bound: `2026-11-03` is that UTC day (from its first to its last millisecond: inclusive days);
 * a full ISO instant is taken as it is, so a client can send the bounds of its own local days.
 */
const dayBound = (raw: string | null, parameter: string, end: boolean): number | null => {
  if (raw === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const start = Date.parse(`${raw}T00:00:00.000Z`);
    if (Number.isNaN(start)) throw new SessionListParameterError(parameter, `The ${parameter} is not a valid date.`);
    return end ? start + DAY_MS - 1 : start;
  }
  const instant = Date.parse(raw);
  if (Number.isNaN(instant)) throw new SessionListParameterError(parameter, `The ${parameter} is not a valid date.`);
  return instant;
};

const oneOf = <T extends string>(raw: string | null, parameter: string, allowed: readonly T[], fallback: T): T => {
  if (raw === null) return fallback;
  // startedAt / started_at: spec 3 §2 names the sort field in camel case, §7's list in snake case.
  const normalised = raw.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).toLowerCase();
  const found = allowed.find((value) => value === normalised);
  if (!found) throw new SessionListParameterError(parameter, `The ${parameter} must be one of: ${allowed.join(", ")}.`);
  return found;
};

/** Reads the flattened parameters of spec 3 §7 (with `filter[…]` spellings accepted too). */
export const readSessionListQuery = (query: URLSearchParams, idsWithoutPaging: number): SessionListQuery => {
  const ids = many(query, "filter[ids]");
  const statuses = [...many(query, "statuses"), ...many(query, "filter[statuses]")];
  for (const status of statuses) {
    if (!/^\d+$/.test(status)) throw new SessionListParameterError("statuses", "The statuses must be numbers.");
  }
  const from = dayBound(first(query, "from", "filter[from]", "date[from]", "filter[date][from]"), "from", false);
  const to = dayBound(first(query, "to", "filter[to]", "date[to]", "filter[date][to]"), "to", true);
  const demo = first(query, "filter[demo]");
  const flag = (name: string): boolean => ["1", "true"].includes(first(query, name) ?? "");
  return {
    page: positiveInteger(first(query, "filter[pagination][page]", "page"), "page", 1, 1_000_000),
    // A `filter[ids]` look-up (the upload queue's) is not paged unless it asks to be.
    limit: positiveInteger(
      first(query, "filter[pagination][limit]", "limit"),
      "limit",
      ids.length ? idsWithoutPaging : DEFAULT_PAGE_LIMIT,
      MAX_PAGE_LIMIT,
    ),
    sortBy: oneOf(first(query, "sortBy", "sort_by"), "sortBy", ["started_at", "name"] as const, "started_at"),
    sortDirection: oneOf(
      first(query, "sortDirection", "sort_direction"),
      "sortDirection",
      ["asc", "desc"] as const,
      "desc",
    ),
    term: (first(query, "term", "filter[term]", "name") ?? "").toLowerCase(),
    from,
    to,
    statuses: statuses.length ? new Set(statuses.map(Number)) : null,
    ids: ids.length ? new Set(ids) : null,
    demo: demo === "1" || demo === "true",
    userId: first(query, "filter[user_id]"),
    shared: flag("filter[shared]"),
    favourite: flag("filter[favourite]"),
  };
};

/** When a session counts as started for sorting and the date filter: sessions never started use their creation. */
export const startedAtOf = (session: DemoRecordingSession): number => session.startedAt ?? session.createdAt;

export const matchesSessionQuery = (session: DemoRecordingSession, query: SessionListQuery): boolean => {
  if (query.statuses && !query.statuses.has(session.status)) return false;
  if (query.ids && !query.ids.has(session.id)) return false;
  if (query.demo && !session.demo) return false;
  if (query.term && !session.name.toLowerCase().includes(query.term)) return false;
  const started = startedAtOf(session);
  if (query.from !== null && started < query.from) return false;
  if (query.to !== null && started > query.to) return false;
  return true;
};

/** Numeric ids compare as numbers (the demo's ids are counters), so ties are stable and newest-first. */
const compareIds = (a: string, b: string): number => Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);

/** The order of a query: by started_at or by name (case-insensitive), ties by id in the same direction. */
export const sessionComparator = (
  query: Pick<SessionListQuery, "sortBy" | "sortDirection">,
): ((a: DemoRecordingSession, b: DemoRecordingSession) => number) => {
  const sign = query.sortDirection === "asc" ? 1 : -1;
  if (query.sortBy === "name") {
    return (a, b) => {
      const left = a.name.toLowerCase();
      const right = b.name.toLowerCase();
      return sign * (left < right ? -1 : left > right ? 1 : compareIds(a.id, b.id));
    };
  }
  return (a, b) => sign * (startedAtOf(a) - startedAtOf(b) || compareIds(a.id, b.id));
};

/**
 * The `count` first items of `items` in `compare` order. With a page near the top of a long list
 * (the usual case: 100,000 lectures, page 1 of 20) a bounded max-heap keeps it O(n log k) instead
 * of sorting everything; deep pages fall back to one sort.
 */
export const firstInOrder = <T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] => {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return [...items].sort(compare).slice(0, count);
  // heap[0] is the worst of the best `count` seen so far.
  const heap: T[] = [];
  const up = (index: number) => {
    let child = index;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (compare(heap[child] as T, heap[parent] as T) <= 0) return;
      [heap[child], heap[parent]] = [heap[parent] as T, heap[child] as T];
      child = parent;
    }
  };
  const down = () => {
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < heap.length && compare(heap[left] as T, heap[largest] as T) > 0) largest = left;
      if (right < heap.length && compare(heap[right] as T, heap[largest] as T) > 0) largest = right;
      if (largest === parent) return;
      [heap[parent], heap[largest]] = [heap[largest] as T, heap[parent] as T];
      parent = largest;
    }
  };
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      down();
    }
  }
  return heap.sort(compare);
};

export interface SessionListPage {
  readonly sessions: readonly DemoRecordingSession[];
  readonly total: number;
  readonly totalPages: number;
}

/**
 * One page of the sessions that belong in the list (`listed`: the user's own, or the shared ones the
 * route picked) matching the query: one filtering pass, then only what the page needs ordered.
 */
export const selectSessionPage = (
  sessions: readonly DemoRecordingSession[],
  listed: (session: DemoRecordingSession) => boolean,
  query: SessionListQuery,
): SessionListPage => {
  const matching = sessions.filter((session) => listed(session) && matchesSessionQuery(session, query));
  const offset = (query.page - 1) * query.limit;
  const ordered = firstInOrder(matching, offset + query.limit, sessionComparator(query));
  return {
    sessions: ordered.slice(offset, offset + query.limit),
    total: matching.length,
    totalPages: Math.ceil(matching.length / query.limit),
  };
};
