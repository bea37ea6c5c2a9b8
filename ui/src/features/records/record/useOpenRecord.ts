import type { RecordPage } from "@lectern/core/records/record/RecordPage";
import { useEffect } from "react";
import { useObservable } from "../../../reactive/useObservable";

/**
 * The route's part in the record page's lifecycle: the page shows record `id` while it is on screen.
 * Everything the record needs (its load, its view channel, the media) runs in the core service;
 * this only tells it which record is on screen, keyed by the id like useLoadOnMount, and reads its
 * state — null until the service has taken this id (what it holds before belongs to the page left
 * behind).
 */
export function useOpenRecord(page: Pick<RecordPage, "open" | "close" | "state$" | "state">, id: string) {
  useEffect(() => {
    page.open(id);
    return () => page.close(id);
  }, [page, id]);
  const state = useObservable(page.state$, page.state);
  return state.phase !== "idle" && state.id === id ? state : null;
}
