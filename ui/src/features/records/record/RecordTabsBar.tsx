import { type KeyboardEvent, useRef } from "react";
import { RECORD_PAGE_TEXTS, type RecordTab } from "./recordPageTexts";

export interface RecordTabsBarProps {
  tabs: readonly RecordTab[];
  selected: RecordTab;
  onSelect: (tab: RecordTab) => void;
  /** The id prefix tab and panel ids share. */
  idPrefix: string;
}

/** WAI-ARIA tabs: one tab stop, arrows/Home/End move and select (automatic activation). */
export function RecordTabsBar({ tabs, selected, onSelect, idPrefix }: RecordTabsBarProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    const next =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${next}`)?.focus());
  };
  return (
    <div ref={list} role="tablist" aria-label={RECORD_PAGE_TEXTS.tabsLabel} className="record-tabs">
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`${idPrefix}-tab-${tab}`}
          type="button"
          role="tab"
          className="record-tabs__tab"
          aria-selected={tab === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={onKeyDown}
        >
          {RECORD_PAGE_TEXTS.tabs[tab]}
        </button>
      ))}
    </div>
  );
}
