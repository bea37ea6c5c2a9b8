import type { TranscriptSentence } from "@lectern/core/records/transcript/Transcript";
import type { TranscriptMatch } from "@lectern/core/records/transcript/searchTranscript";
import { memo } from "react";
import { MarkedText } from "./MarkedText";

/** The speaker heading shown above the first sentence of a turn. */
export interface RowSpeaker {
  readonly name: string;
  readonly colour: string;
}

export interface TranscriptRowProps {
  readonly sentence: TranscriptSentence;
  /** Set on the first sentence of a speaker's turn. */
  readonly speaker: RowSpeaker | null;
  readonly time: string;
  readonly isCurrent: boolean;
  /** The one row of the roving tabindex that Tab lands on. */
  readonly tabbable: boolean;
  readonly matches: readonly TranscriptMatch[];
  readonly activeMatchStart: number | null;
  /** Where the virtual list places the row (px from the top of the list). */
  readonly offset: number;
  readonly total: number;
  readonly measureRef: (element: HTMLElement | null) => void;
  readonly emphasis: boolean;
}

/**
 * One sentence: a button that seeks there (click, Enter, Space — the list handles them by
 * delegation, so rows hold no callbacks and stay memoised). Playback moving on re-renders two rows:
 * the one losing aria-current and the one gaining it.
 */
export const TranscriptRow = memo(function TranscriptRow({
  sentence,
  speaker,
  time,
  isCurrent,
  tabbable,
  matches,
  activeMatchStart,
  offset,
  total,
  measureRef,
  emphasis,
}: TranscriptRowProps) {
  return (
    <li
      ref={measureRef}
      data-index={sentence.index}
      aria-setsize={total}
      aria-posinset={sentence.index + 1}
      className={speaker ? "transcript__row transcript__row--turn" : "transcript__row"}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {speaker && (
        <p className="transcript__speaker">
          <span className="transcript__chip" style={{ backgroundColor: speaker.colour }} aria-hidden="true" />
          {speaker.name}
        </p>
      )}
      <button
        type="button"
        className="transcript__sentence"
        data-sentence={sentence.index}
        data-start={sentence.start}
        tabIndex={tabbable ? 0 : -1}
        aria-current={isCurrent ? "true" : undefined}
      >
        <span className="transcript__time">{time}</span>
        <span className="transcript__text">
          <MarkedText text={sentence.text} matches={matches} activeStart={activeMatchStart} emphasis={emphasis} />
        </span>
      </button>
    </li>
  );
});
