import { RecordsList } from "@lectern/core/records/list/RecordsList";
import {
  DEFAULT_RECORDS_QUERY,
  type RecordsView,
  isNarrowed,
  sameQuery,
} from "@lectern/core/records/list/recordsQuery";
import { AlertTriangle, SearchX, Star, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { useCallback, useEffect } from "react";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { Button, EmptyState, PageHeader, Spinner } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { StartRecordingLink } from "../../shell/StartRecordingLink";
import { DueTodayEntry } from "../../study/review/DueTodayEntry";
import { RecordsFilters } from "./RecordsFilters";
import { RecordsListSkeleton } from "./RecordsListSkeleton";
import { RECORDS_LIST_TEXTS as TEXTS } from "./recordsListTexts";
import { RecordsVirtualList } from "./RecordsVirtualList";
import { useRecordsQuery } from "./useRecordsQuery";
import "./RecordsListPage.css";

/** Each view's designed empty state, when nothing narrows it (a search or dates get 'No results'). */
function EmptyView({ view }: { readonly view: RecordsView }): ReactNode {
  switch (view) {
    case "all":
      return (
        <EmptyState icon={<Video size={28} />} title={TEXTS.emptyTitle} action={<StartRecordingLink />}>
          <p>{TEXTS.emptyText}</p>
        </EmptyState>
      );
    case "shared":
      return (
        <EmptyState icon={<Users size={28} />} title={TEXTS.sharedEmptyTitle}>
          <p>{TEXTS.sharedEmptyText}</p>
        </EmptyState>
      );
    case "favourites":
      return (
        <EmptyState icon={<Star size={28} />} title={TEXTS.favouritesEmptyTitle}>
          <p>{TEXTS.favouritesEmptyText}</p>
        </EmptyState>
      );
  }
}

/**
 * /records (spec 3 §2): the user's ended recordings, those shared with them or their favourites
 * (contract rule 13), with search, sort and a date range mirrored in the address, an infinite virtualised list, and live updates from the list channel. RecordsList
 * (core) loads, pages and follows; the page only shows its state and passes the address's query on.
 */
export function RecordsListPage() {
  usePageTitle(TEXTS.title);
  const list = useService(RecordsList);
  const state = useObservable(list.state$, list.state);
  const [query, changeQuery] = useRecordsQuery();

  // The address is the source of the query: the list shows whatever it says (a same query is a no-op).
  useEffect(() => {
    list.setQuery(query);
  }, [list, query]);

  const loadMore = useCallback(() => list.loadMore(), [list]);
  const filtered = isNarrowed(query);
  // Until the list has taken this address's query, what it holds belongs to the previous one.
  const current = state.query !== null && sameQuery(state.query, query);
  const status = current ? state.status : "loading";

  const announcement =
    status === "loading"
      ? TEXTS.loading
      : status === "ready"
        ? TEXTS.count(state.total)
        : status === "error"
          ? TEXTS.errorTitle
          : "";

  return (
    <div className="page records-page">
      <PageHeader title={TEXTS.title} description={TEXTS.description} actions={<DueTodayEntry />} />
      <RecordsFilters query={query} onChange={changeQuery} />
      <output className="records-page__count" aria-live="polite">
        {announcement}
      </output>
      {status === "loading" && <RecordsListSkeleton />}
      {status === "error" && (
        <div className="records-page__error">
          <EmptyState
            icon={<AlertTriangle size={28} />}
            title={TEXTS.errorTitle}
            action={<Button onPress={() => list.retry()}>{TEXTS.tryAgain}</Button>}
          >
            <p>{state.error}</p>
          </EmptyState>
        </div>
      )}
      {status === "ready" && state.items.length === 0 && !filtered && <EmptyView view={query.view} />}
      {status === "ready" && state.items.length === 0 && filtered && (
        <EmptyState
          icon={<SearchX size={28} />}
          title={TEXTS.noResultsTitle}
          action={
            <Button variant="secondary" onPress={() => changeQuery({ ...DEFAULT_RECORDS_QUERY, view: query.view })}>
              {TEXTS.clearFilters}
            </Button>
          }
        >
          <p>{TEXTS.noResultsText}</p>
        </EmptyState>
      )}
      {status === "ready" && state.items.length > 0 && (
        <>
          <RecordsVirtualList
            items={state.items}
            total={state.total}
            canLoadMore={state.hasMore && !state.loadingMore && state.error === null}
            onLoadMore={loadMore}
          />
          {state.loadingMore && (
            <div className="records-page__more">
              <Spinner label={TEXTS.loadingMore} />
            </div>
          )}
          {state.error !== null && (
            <div className="records-page__more" role="alert">
              <span>{TEXTS.moreErrorText}</span>
              <Button variant="secondary" size="sm" onPress={() => list.retry()}>
                {TEXTS.tryAgain}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
