import { pageCounter } from "@lectern/core/slides/domain/slidePages";
import { SLIDES_TEXTS } from "@lectern/core/slides/domain/slidesTexts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { Button } from "../../kit/Button";
import { Skeleton } from "../../kit/Skeleton";
import { Spinner } from "../../kit/Spinner";
import type { SlideDeckController, SlideDeckSnapshot } from "../../slides/SlideDeckController";
import { SLIDES_UI_TEXTS } from "./slidesUiTexts";
import { ThumbnailStrip } from "./ThumbnailStrip";

/** Spec 3 §2: the slides widget is at most 650 px wide. */
export const SLIDES_MAX_WIDTH = 650;

export interface SlideViewerProps {
  readonly controller: SlideDeckController;
  readonly snapshot: SlideDeckSnapshot;
  /** The slider moved to a page (buttons, arrows, a thumbnail); the viewer already shows it. */
  readonly onPage: (page: number) => void;
  /** The actions menu, for those who may use it. */
  readonly actions?: ReactNode;
}

/**
 * The slider: the large page, previous/next, the '1 / N' counter and the thumbnail strip. The page is
 * drawn at the view's width (at most 650 px), which a ResizeObserver reports to the controller.
 */
export function SlideViewer({ controller, snapshot, onPage, actions }: SlideViewerProps) {
  const view = useRef<HTMLDivElement>(null);
  const width = useRef(0);
  const { page, pageCount, pageUrl, status } = snapshot;
  const size = controller.pageSize(page);

  useEffect(() => {
    const element = view.current;
    if (!element || status !== "ready") return;
    const report = () => {
      width.current = Math.min(SLIDES_MAX_WIDTH, element.clientWidth);
      controller.showPage(page, width.current);
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [controller, page, status]);

  const go = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pageCount);
    if (clamped === page) return;
    controller.showPage(clamped, width.current);
    onPage(clamped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLElement && event.target.closest("[contenteditable='true'], input, textarea"))
      return;
    if (event.key === "ArrowLeft") go(page - 1);
    else if (event.key === "ArrowRight") go(page + 1);
    else if (event.key === "Home") go(1);
    else if (event.key === "End") go(pageCount);
    else return;
    event.preventDefault();
  };

  if (status === "opening" || status === "empty") {
    return (
      <div className="slides-viewer slides-viewer--reading" aria-busy="true">
        <Spinner label={SLIDES_TEXTS.reading} showLabel />
      </div>
    );
  }

  const aspect = size ? `${size.width} / ${size.height}` : "16 / 9";
  return (
    // The region takes the arrow keys (spec: previous/next), as the WAI-ARIA carousel pattern does, so
    // it is focusable and named.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions
    <section className="slides-viewer" aria-label={SLIDES_UI_TEXTS.regionLabel} tabIndex={0} onKeyDown={onKeyDown}>
      <div className="slides-viewer__bar">
        <Button
          variant="secondary"
          size="sm"
          aria-label={SLIDES_UI_TEXTS.previous}
          isDisabled={page <= 1}
          onPress={() => go(page - 1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <p className="slides-viewer__counter" aria-live="polite">
          {pageCounter(page, pageCount)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-label={SLIDES_UI_TEXTS.next}
          isDisabled={page >= pageCount}
          onPress={() => go(page + 1)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
        {actions !== undefined && <div className="slides-viewer__actions">{actions}</div>}
      </div>
      <div ref={view} className="slides-viewer__page" style={{ aspectRatio: aspect }}>
        {pageUrl ? (
          <img src={pageUrl} alt={SLIDES_UI_TEXTS.pageImage(page, pageCount)} className="slides-viewer__image" />
        ) : (
          <Skeleton width="100%" height="100%" />
        )}
      </div>
      <ThumbnailStrip controller={controller} snapshot={snapshot} onSelect={go} />
    </section>
  );
}
