import { RECORDS_VIEWS, type RecordsView } from "@lectern/core/records/list/recordsQuery";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { RECORDS_LIST_TEXTS as TEXTS, VIEW_LABELS } from "./recordsListTexts";

export interface RecordsViewChoiceProps {
  readonly view: RecordsView;
  readonly onChange: (view: RecordsView) => void;
}

/**
 * 'All recordings' | 'Shared with me' | 'Favourites' (contract rule 13), drawn as a segmented control:
 * react-aria's RadioGroup, so arrow keys move between the three and the group is one tab stop.
 */
export function RecordsViewChoice({ view, onChange }: RecordsViewChoiceProps) {
  return (
    <RadioGroup
      className="records-views"
      value={view}
      orientation="horizontal"
      onChange={(next) => onChange(next as RecordsView)}
    >
      <Label className="kit-visually-hidden">{TEXTS.viewLabel}</Label>
      <div className="records-views__options">
        {RECORDS_VIEWS.map((option) => (
          <Radio key={option} value={option} className="records-views__option">
            {VIEW_LABELS[option]}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
