import type { RecordPage } from "@lectern/core/records/record/RecordPage";
import { useEffect } from "react";

/**
 * The route's part in the record page's lifecycle: the page shows record `id` while it is on screen.
 * Everything the record needs (its load, its view channel, the media) runs in the core service;
 * this only tells it which record is on screen, keyed by the id like useLoadOnMount.
 */
export function useOpenRecord(page: Pick<RecordPage, "open" | "close">, id: string): void {
  useEffect(() => {
    page.open(id);
    return () => page.close(id);
  }, [page, id]);
}
