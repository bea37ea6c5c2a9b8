import { Search, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { RECORDS_LIST_TEXTS as TEXTS } from "./recordsListTexts";

export interface RecordsSearchBoxProps {
  /** The search in the address. */
  readonly term: string;
  readonly onSubmit: (term: string) => void;
}

/**
 * The search box of spec 3 §2: a search button that expands into a field on click, submits the typed
 * text (Enter or the search button), and a clear button that empties it and shows everything again.
 * Open from the start while a search is in the address.
 */
export function RecordsSearchBox({ term, onSubmit }: RecordsSearchBoxProps) {
  const [expanded, setExpanded] = useState(term !== "");
  const [text, setText] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  const input = useRef<HTMLInputElement | null>(null);
  /** Set by the expanding click: the field takes focus as it appears. */
  const focusOnOpen = useRef(false);
  const id = useId();
  // The address changed under us (back button, Clear filters): the field follows it.
  if (shownTerm !== term) {
    setShownTerm(term);
    setText(term);
    if (term) setExpanded(true);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };

  if (!expanded) {
    return (
      <button
        type="button"
        className="records-search__toggle"
        aria-expanded="false"
        aria-controls={id}
        onClick={() => {
          focusOnOpen.current = true;
          setExpanded(true);
        }}
      >
        <Search size={18} aria-hidden="true" />
        <span>{TEXTS.searchOpen}</span>
      </button>
    );
  }

  return (
    <search>
      <form className="records-search" onSubmit={submit} id={id}>
        <label htmlFor={`${id}-input`} className="kit-visually-hidden">
          {TEXTS.searchLabel}
        </label>
        <Search size={18} aria-hidden="true" className="records-search__icon" />
        <input
          ref={(node) => {
            input.current = node;
            if (node && focusOnOpen.current) {
              focusOnOpen.current = false;
              node.focus();
            }
          }}
          id={`${id}-input`}
          className="records-search__input"
          type="search"
          enterKeyHint="search"
          placeholder={TEXTS.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !text) setExpanded(false);
          }}
        />
        {text !== "" && (
          <button
            type="button"
            className="records-search__clear"
            aria-label={TEXTS.searchClear}
            onClick={() => {
              setText("");
              if (term) onSubmit("");
              input.current?.focus();
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
        <button type="submit" className="records-search__submit">
          {TEXTS.searchSubmit}
        </button>
      </form>
    </search>
  );
}
