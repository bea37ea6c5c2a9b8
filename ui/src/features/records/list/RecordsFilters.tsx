import { RECORDS_SORTS, type RecordsQuery, type RecordsSort } from "@lectern/core/records/list/recordsQuery";
import { useId } from "react";
import { Select } from "../../../kit";
import { RECORDS_LIST_TEXTS as TEXTS, SORT_LABELS } from "./recordsListTexts";
import { RecordsSearchBox } from "./RecordsSearchBox";
import { RecordsViewChoice } from "./RecordsViewChoice";

const SORT_ITEMS = RECORDS_SORTS.map((sort) => ({ id: sort, label: SORT_LABELS[sort] }));

export interface RecordsFiltersProps {
  readonly query: RecordsQuery;
  readonly onChange: (change: Partial<RecordsQuery>) => void;
}

/**
 * Whose recordings (contract rule 13), search, the sorting dropdown and the date range (spec 3 §2),
 * each one change of the address.
 */
export function RecordsFilters({ query, onChange }: RecordsFiltersProps) {
  const id = useId();
  return (
    <div className="records-filters">
      <div className="records-filters__views">
        <RecordsViewChoice view={query.view} onChange={(view) => onChange({ view })} />
      </div>
      <div className="records-filters__search">
        <RecordsSearchBox term={query.term} onSubmit={(term) => onChange({ term })} />
      </div>
      <div className="records-filters__dates">
        <div className="records-date">
          <label className="kit-field__label" htmlFor={`${id}-from`}>
            {TEXTS.fromLabel}
          </label>
          <input
            id={`${id}-from`}
            className="records-date__input"
            type="date"
            value={query.from ?? ""}
            max={query.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        </div>
        <div className="records-date">
          <label className="kit-field__label" htmlFor={`${id}-to`}>
            {TEXTS.toLabel}
          </label>
          <input
            id={`${id}-to`}
            className="records-date__input"
            type="date"
            value={query.to ?? ""}
            min={query.from ?? undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
          />
        </div>
        {(query.from || query.to) && (
          <button type="button" className="records-filters__clear" onClick={() => onChange({ from: null, to: null })}>
            {TEXTS.clearDates}
          </button>
        )}
      </div>
      <div className="records-filters__sort">
        <Select
          label={TEXTS.sortLabel}
          items={SORT_ITEMS}
          selectedKey={query.sort}
          onSelectionChange={(sort) => onChange({ sort: sort as RecordsSort })}
        />
      </div>
    </div>
  );
}
