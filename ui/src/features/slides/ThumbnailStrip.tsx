import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Button } from "../../kit/Button";
import { Skeleton } from "../../kit/Skeleton";
import type { SlideDeckController, SlideDeckSnapshot } from "../../slides/SlideDeckController";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";
import { visibleThumbnails } from "./visibleThumbnails";

/** A thumbnail's CSS width and the gap after it (slides.css uses the same numbers). */
const THUMBNAIL_WIDTH = 112;
const THUMBNAIL_GAP = 8;
const ITEM_WIDTH = THUMBNAIL_WIDTH + THUMBNAIL_GAP;

export interface ThumbnailStripProps {
  readonly controller: SlideDeckController;
  readonly snapshot: SlideDeckSnapshot;
  readonly onSelect: (page: number) => void;
}

/**
 * Spec 3 §2 thumbnail strip with scroll-left and scroll-right buttons. Only the thumbnails in view
 * plus a margin are asked for (the controller debounces scrolling and releases those far away), so a
 * 100-page deck holds a dozen images, not a hundred.
 */
export function ThumbnailStrip({ controller, snapshot, onSelect }: ThumbnailStripProps) {
  const strip = useRef<HTMLOListElement>(null);
  const { pageCount, page, thumbnails } = snapshot;
  const size = controller.pageSize(1);
  const height = size ? Math.round((THUMBNAIL_WIDTH * size.height) / size.width) : Math.round(THUMBNAIL_WIDTH * 0.5625);

  const report = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    controller.wantThumbnails(
      visibleThumbnails(element.scrollLeft, element.clientWidth, ITEM_WIDTH, pageCount),
      THUMBNAIL_WIDTH,
    );
  }, [controller, pageCount]);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [report]);

  // The current page's thumbnail stays in view as the slider moves.
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const left = (page - 1) * ITEM_WIDTH;
    if (left < element.scrollLeft || left + THUMBNAIL_WIDTH > element.scrollLeft + element.clientWidth) {
      element.scrollTo({ left: Math.max(0, left - element.clientWidth / 2 + THUMBNAIL_WIDTH / 2) });
    }
  }, [page]);

  const scrollBy = (direction: -1 | 1) => {
    const element = strip.current;
    if (element) element.scrollBy({ left: direction * Math.max(ITEM_WIDTH, element.clientWidth - ITEM_WIDTH) });
  };

  return (
    <div className="slides-strip">
      <Button variant="ghost" size="sm" aria-label={SLIDES_UI_TEXTS.scrollLeft} onPress={() => scrollBy(-1)}>
        <ChevronLeft size={18} aria-hidden="true" />
      </Button>
      <ol ref={strip} className="slides-strip__list" aria-label={SLIDES_UI_TEXTS.thumbnails} onScroll={report}>
        {Array.from({ length: pageCount }, (_, index) => {
          const number = index + 1;
          const url = thumbnails.get(number);
          return (
            <li key={number} className="slides-strip__item">
              <button
                type="button"
                className="slides-strip__thumb"
                aria-label={SLIDES_UI_TEXTS.goTo(number)}
                aria-current={number === page ? "true" : undefined}
                onClick={() => onSelect(number)}
                style={{ height }}
              >
                {url ? (
                  <img src={url} alt="" width={THUMBNAIL_WIDTH} height={height} data-slide-thumbnail={number} />
                ) : (
                  <Skeleton width={THUMBNAIL_WIDTH} height={height} />
                )}
                <span className="slides-strip__number" aria-hidden="true">
                  {number}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <Button variant="ghost" size="sm" aria-label={SLIDES_UI_TEXTS.scrollRight} onPress={() => scrollBy(1)}>
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </div>
  );
}
