import type { RecordSummary } from "@lectern/core/records/list/RecordSummary";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { RecordRow } from "./RecordRow";
import { RECORDS_LIST_TEXTS as TEXTS } from "./recordsListTexts";

/** A row's height before it is measured (a row without tags or progress), gap included. */
const ESTIMATED_ROW = 104;
/** Rows rendered beyond the viewport on each side: smooth scrolling, far under the 60-row budget. */
const OVERSCAN = 6;
/** Spec 3 §2 infinite scroll: the next page is asked for 30 px before the end. */
export const LOAD_MORE_MARGIN = 30;

export interface RecordsVirtualListProps {
  readonly items: readonly RecordSummary[];
  /** How many match on the server: screen readers hear "row n of total". */
  readonly total: number;
  readonly canLoadMore: boolean;
  readonly onLoadMore: () => void;
}

/**
 * The rows of /records, virtualised on the page's own scroll (@tanstack/react-virtual): only the
 * rows near the viewport exist in the DOM, however many are loaded, and the next page is asked for
 * when the end comes within 30 px.
 */
export function RecordsVirtualList({ items, total, canLoadMore, onLoadMore }: RecordsVirtualListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The virtualizer hands out fresh functions each render; this component is not compiled by the React Compiler.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => items[index]?.id ?? index,
    // Rendered with the next frame's work instead of synchronously inside each scroll event: the
    // overscan covers the moment, and a fast scroll does not pay one render per event.
    useFlushSync: false,
  });

  // Where the list starts on the page: read once laid out and again when the window changes size (the
  // filters above it wrap differently), not on every scroll render, which would force a layout each frame.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 0.5 ? top : current));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);

  const viewportEnd = (virtualizer.scrollOffset ?? 0) + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const listEnd = scrollMargin + virtualizer.getTotalSize();
  const nearEnd = viewportEnd >= listEnd - LOAD_MORE_MARGIN;
  useEffect(() => {
    if (nearEnd && canLoadMore) onLoadMore();
  }, [nearEnd, canLoadMore, onLoadMore, items.length]);

  return (
    <ul
      ref={listRef}
      className="records-list"
      aria-label={TEXTS.listLabel}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const record = items[row.index];
        if (!record) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="records-list__item"
            aria-setsize={total}
            aria-posinset={row.index + 1}
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <RecordRow record={record} />
          </li>
        );
      })}
    </ul>
  );
}
