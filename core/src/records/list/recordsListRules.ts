import type { RecordSummary } from "./RecordSummary";
import { ENDED_STATUSES, type RecordsQuery, type RecordsView, SORT_ORDER, dayBounds } from "./recordsQuery";

const startedMs = (record: RecordSummary): number =>
  record.startedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(record.startedAt);

const compareIds = (a: string, b: string): number => Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);

/** The server's order for a query (sessionListQuery in the demo backend): ties by id in the same direction. */
export const compareRecords =
  (query: RecordsQuery) =>
  (a: RecordSummary, b: RecordSummary): number => {
    const { sortBy, sortDirection } = SORT_ORDER[query.sort];
    const sign = sortDirection === "asc" ? 1 : -1;
    if (sortBy === "name") {
      const left = a.name.toLowerCase();
      const right = b.name.toLowerCase();
      return sign * (left < right ? -1 : left > right ? 1 : compareIds(a.id, b.id));
    }
    return sign * (startedMs(a) - startedMs(b) || compareIds(a.id, b.id));
  };

/**
 * Is the session in the query's view? Own sessions in "all", sessions shared with the user in
 * "shared", starred ones of either in "favourites" (contract rule 13).
 */
export const inRecordsView = (record: RecordSummary, view: RecordsView): boolean => {
  switch (view) {
    case "all":
      return !record.sharedWithMe;
    case "shared":
      return record.sharedWithMe;
    case "favourites":
      return record.favourite;
  }
};

/** Would the server list this session for this query? (A live event's session is checked with it.) */
export const matchesRecordsQuery = (record: RecordSummary, query: RecordsQuery): boolean => {
  if (!inRecordsView(record, query.view)) return false;
  if (!(ENDED_STATUSES as readonly number[]).includes(record.status)) return false;
  if (query.term && !record.name.toLowerCase().includes(query.term.toLowerCase())) return false;
  const { from, to } = dayBounds(query);
  const started = startedMs(record);
  if (from !== null && started < from) return false;
  if (to !== null && started > to) return false;
  return true;
};

/**
 * The loaded rows after a session changed: replaced in place, inserted at its place in the order,
 * or dropped when it no longer matches. A session that sorts after the last loaded row while more
 * pages remain is left for those pages to bring.
 */
export const placeRecord = (
  items: readonly RecordSummary[],
  record: RecordSummary,
  query: RecordsQuery,
  hasMore: boolean,
): readonly RecordSummary[] => {
  const without = items.filter((item) => item.id !== record.id);
  if (!matchesRecordsQuery(record, query)) return without;
  const compare = compareRecords(query);
  const index = without.findIndex((item) => compare(record, item) < 0);
  if (index < 0) return hasMore ? without : [...without, record];
  return [...without.slice(0, index), record, ...without.slice(index)];
};

/** Rows of a further page, without those already shown (a session inserted live shifts the pages). */
export const appendPage = (
  items: readonly RecordSummary[],
  page: readonly RecordSummary[],
): readonly RecordSummary[] => {
  const shown = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !shown.has(item.id))];
};
