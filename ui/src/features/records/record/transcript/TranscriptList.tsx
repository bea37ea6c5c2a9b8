import type { TranscriptSentence } from "@lectern/core/records/transcript/Transcript";
import type { TranscriptMatch } from "@lectern/core/records/transcript/searchTranscript";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";
import { type RowSpeaker, TranscriptRow } from "./TranscriptRow";
import type { ScrollRequest } from "./useTranscriptFollow";

const NO_MATCHES: readonly TranscriptMatch[] = [];
/** Keys that scroll the list when pressed in it: the reader moving through the text themselves. */
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);
/** A sentence row's usual height; rows are measured as they render (long sentences wrap). */
const ESTIMATED_ROW_PX = 48;

export interface TranscriptListProps {
  readonly sentences: readonly TranscriptSentence[];
  /** The speaker heading of each turn's first sentence (index → heading). */
  readonly turnSpeakers: ReadonlyMap<number, RowSpeaker>;
  readonly times: readonly string[];
  readonly currentIndex: number | null;
  readonly matchesBySentence: ReadonlyMap<number, readonly TranscriptMatch[]>;
  readonly activeMatch: TranscriptMatch | null;
  readonly scrollRequest: ScrollRequest | null;
  readonly onUserScroll: () => void;
  readonly onSeekSentence: (index: number) => void;
  /** Reading emphasis on the sentences (spec 3 §2). */
  readonly emphasis: boolean;
}

const sentenceOf = (target: EventTarget | null): number | null => {
  const button = target instanceof Element ? target.closest<HTMLElement>("[data-sentence]") : null;
  return button ? Number(button.dataset.sentence) : null;
};

/**
 * The sentences as a virtual list (@tanstack/react-virtual, rows measured as they render), so a
 * 4-hour lecture keeps ~30 rows in the DOM. Scrolls the reader makes are told apart from the ones
 * the follow rule asks for by their source: wheel, touch, scroll keys and the scrollbar are the
 * reader; scrollToIndex never fires those. A roving tabindex keeps one sentence in the Tab order;
 * arrows move between sentences, Enter or Space plays from one.
 */
export const TranscriptList = memo(function TranscriptList({
  sentences,
  turnSpeakers,
  times,
  currentIndex,
  matchesBySentence,
  activeMatch,
  scrollRequest,
  onUserScroll,
  onSeekSentence,
  emphasis,
}: TranscriptListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  // The virtualizer returns functions React Compiler cannot memoise; this component is memo'd by hand.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: sentences.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    getItemKey: (index) => index,
  });

  useEffect(() => {
    if (scrollRequest) virtualizer.scrollToIndex(scrollRequest.index, { align: scrollRequest.align });
  }, [scrollRequest, virtualizer]);

  // A row moved to by the keyboard gets focus once the virtual list has rendered it.
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const button = scroller.current?.querySelector<HTMLElement>(`[data-sentence="${pendingFocus.current}"]`);
    if (button) {
      pendingFocus.current = null;
      button.focus({ preventScroll: true });
    }
  });

  const moveFocus = (index: number) => {
    const target = Math.min(sentences.length - 1, Math.max(0, index));
    pendingFocus.current = target;
    setFocusIndex(target);
    virtualizer.scrollToIndex(target, { align: "auto" });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = sentenceOf(event.target);
    if (!SCROLL_KEYS.has(event.key)) return;
    // Space on a sentence plays it (the button's own click); anywhere else it scrolls.
    if (event.key === " " && index !== null) return;
    onUserScroll();
    if (index === null) return;
    const step = { ArrowUp: -1, ArrowDown: 1, Home: -Infinity, End: Infinity }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus(Number.isFinite(step) ? index + step : step < 0 ? 0 : sentences.length - 1);
  };
  const onClick = (event: MouseEvent) => {
    const index = sentenceOf(event.target);
    if (index === null) return;
    setFocusIndex(index);
    onSeekSentence(index);
  };
  const onFocusIn = (event: FocusEvent) => {
    const index = sentenceOf(event.target);
    if (index !== null) setFocusIndex(index);
  };
  // A press on the scroller itself (not on a row) is a press on its scrollbar.
  const onPointerDown = (event: PointerEvent) => {
    if (event.target === event.currentTarget) onUserScroll();
  };

  // One set of native listeners on the scroller (rows stay free of handlers); the latest handlers
  // are read through a ref so the listeners never need re-attaching.
  const handlers = useRef({ onKeyDown, onClick, onFocusIn, onPointerDown, onUserScroll });
  handlers.current = { onKeyDown, onClick, onFocusIn, onPointerDown, onUserScroll };
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const listeners: [string, (event: never) => void][] = [
      ["keydown", (event: KeyboardEvent) => handlers.current.onKeyDown(event)],
      ["click", (event: MouseEvent) => handlers.current.onClick(event)],
      ["focusin", (event: FocusEvent) => handlers.current.onFocusIn(event)],
      ["pointerdown", (event: PointerEvent) => handlers.current.onPointerDown(event)],
      ["wheel", () => handlers.current.onUserScroll()],
      ["touchmove", () => handlers.current.onUserScroll()],
    ];
    for (const [type, listener] of listeners)
      element.addEventListener(type, listener as EventListener, { passive: type === "wheel" || type === "touchmove" });
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, []);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  const inView = (index: number | null): index is number => index !== null && index >= first && index <= last;
  const tabbable = inView(focusIndex) ? focusIndex : inView(currentIndex) ? currentIndex : first;

  return (
    <div ref={scroller} className="transcript__scroller">
      <ul
        aria-label={TRANSCRIPT_TEXTS.sentencesLabel}
        className="transcript__list"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const sentence = sentences[item.index];
          if (!sentence) return null;
          const matches = matchesBySentence.get(item.index) ?? NO_MATCHES;
          return (
            <TranscriptRow
              key={item.key}
              sentence={sentence}
              speaker={turnSpeakers.get(item.index) ?? null}
              time={times[item.index] ?? ""}
              isCurrent={item.index === currentIndex}
              tabbable={item.index === tabbable}
              matches={matches}
              activeMatchStart={activeMatch?.sentenceIndex === item.index ? activeMatch.start : null}
              offset={item.start}
              total={sentences.length}
              measureRef={virtualizer.measureElement}
              emphasis={emphasis}
            />
          );
        })}
      </ul>
    </div>
  );
});
