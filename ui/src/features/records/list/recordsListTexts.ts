import type { RecordsSort, RecordsView } from "@lectern/core/records/list/recordsQuery";

/** Every text of /records (spec 3 §2), in one place so tests can import them. */
export const RECORDS_LIST_TEXTS = {
  title: "Recordings",
  description: "Your recorded lectures, newest first unless you choose otherwise.",
  searchPlaceholder: "Search...",
  searchLabel: "Search recordings by name",
  searchOpen: "Search",
  searchClear: "Clear search",
  searchSubmit: "Search",
  sortLabel: "Sort by",
  fromLabel: "From",
  toLabel: "To",
  clearDates: "Clear dates",
  listLabel: "Recordings",
  loading: "Loading recordings…",
  loadingMore: "Loading more recordings…",
  emptyTitle: "No recordings yet",
  emptyText: "Record a lecture and it appears here with its transcript, highlights and notes.",
  noResultsTitle: "No results for this search",
  noResultsText: "No recording matches these filters. Try other words or a wider range of dates.",
  clearFilters: "Clear filters",
  errorTitle: "Recordings could not be loaded",
  moreErrorText: "More recordings could not be loaded.",
  tryAgain: "Try again",
  favourite: "Favourite",
  demo: "Demo",
  duration: "Duration",
  highlights: (count: number) => (count === 1 ? "1 highlight" : `${count} highlights`),
  processing: "Processing…",
  audio: "Audio recording",
  screen: "Screen recording",
  tags: "Tags",
  viewLabel: "Show",
  /** A row of someone else's recording (contract rule 13); their name when the server gives one. */
  sharedBy: (fullname: string) => (fullname ? `Shared by ${fullname}` : "Shared with you"),
  sharedEmptyTitle: "Nothing shared with you yet",
  sharedEmptyText:
    "When someone shares a recording with you, open their link while signed in and it is kept here for you.",
  favouritesEmptyTitle: "No favourites yet",
  favouritesEmptyText: "Star a recording to find it here",
  count: (count: number) => (count === 1 ? "1 recording" : `${count.toLocaleString("en-US")} recordings`),
} as const;

/** The three views of /records (contract rule 13). */
export const VIEW_LABELS: Readonly<Record<RecordsView, string>> = {
  all: "All recordings",
  shared: "Shared with me",
  favourites: "Favourites",
};

/** The sorting dropdown's four options (spec 3 §2). */
export const SORT_LABELS: Readonly<Record<RecordsSort, string>> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "name-asc": "Name A–Z",
  "name-desc": "Name Z–A",
};

/** 'MMMM DD YYYY h:mm A' (spec 3 §2): the row's date. */
export const RECORD_DATE_FORMAT = "MMMM DD YYYY h:mm A";
