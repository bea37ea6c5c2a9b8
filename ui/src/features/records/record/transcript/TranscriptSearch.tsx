import { ChevronDown, ChevronUp, Search, X } from "lucide-react";
import { type KeyboardEvent, memo, useId } from "react";
import { TRANSCRIPT_TEXTS } from "./transcriptTexts";

export interface TranscriptSearchProps {
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly count: number;
  /** 0-based position of the active match. */
  readonly position: number;
  readonly onStep: (direction: 1 | -1) => void;
}

/**
 * The search field of the transcript: a labelled search input, a polite live count ("3 matches,
 * match 1 of 3"), and previous/next buttons. Enter goes to the next match, Shift+Enter to the
 * previous one, Escape clears.
 */
export const TranscriptSearch = memo(function TranscriptSearch({
  query,
  onQueryChange,
  count,
  position,
  onStep,
}: TranscriptSearchProps) {
  const id = useId();
  const searching = query.trim() !== "";
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && count > 0) {
      event.preventDefault();
      onStep(event.shiftKey ? -1 : 1);
    }
    if (event.key === "Escape" && query !== "") {
      event.preventDefault();
      onQueryChange("");
    }
  };
  const status = !searching
    ? ""
    : count === 0
      ? TRANSCRIPT_TEXTS.noMatches
      : `${TRANSCRIPT_TEXTS.matchCount(count)}, ${TRANSCRIPT_TEXTS.matchPosition(position + 1, count)}`;
  return (
    <search className="transcript__search">
      <label htmlFor={id} className="transcript__search-label">
        {TRANSCRIPT_TEXTS.searchLabel}
      </label>
      <div className="transcript__search-row">
        <div className="transcript__search-field">
          <Search size={16} aria-hidden="true" className="transcript__search-icon" />
          <input
            id={id}
            type="search"
            className="transcript__search-input"
            placeholder={TRANSCRIPT_TEXTS.searchPlaceholder}
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {query !== "" && (
            <button
              type="button"
              className="transcript__icon-button"
              aria-label={TRANSCRIPT_TEXTS.clearSearch}
              onClick={() => onQueryChange("")}
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
        <button
          type="button"
          className="transcript__icon-button"
          aria-label={TRANSCRIPT_TEXTS.previousMatch}
          disabled={count === 0}
          onClick={() => onStep(-1)}
        >
          <ChevronUp size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="transcript__icon-button"
          aria-label={TRANSCRIPT_TEXTS.nextMatch}
          disabled={count === 0}
          onClick={() => onStep(1)}
        >
          <ChevronDown size={18} aria-hidden="true" />
        </button>
      </div>
      <output aria-live="polite" className="transcript__count">
        {status}
      </output>
    </search>
  );
});
