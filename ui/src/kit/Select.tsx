import { Check, ChevronDown } from "lucide-react";
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from "react-aria-components";
import { FieldErrorText } from "./FieldErrorText";
import { FieldLabel } from "./FieldLabel";
import "./Field.css";

export interface SelectItem {
  id: string;
  label: string;
}

export interface SelectProps<T extends SelectItem> {
  label: string;
  items: T[];
  selectedKey: string | null;
  onSelectionChange: (id: string) => void;
  /** @default 'Choose ...' (spec 3 §2) */
  placeholder?: string;
  /** @default 'Not items found' (spec 3 §2, verbatim) */
  emptyText?: string;
  error?: string;
  onBlur?: () => void;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
}

/** A single-choice dropdown (listbox popover) with a visible label and linked error text. */
export function Select<T extends SelectItem>({
  label,
  items,
  selectedKey,
  onSelectionChange,
  placeholder = "Choose ...",
  emptyText = "Not items found",
  error,
  onBlur,
  isDisabled,
  isRequired,
  name,
}: SelectProps<T>) {
  return (
    <AriaSelect
      className="kit-field"
      value={selectedKey}
      onChange={(key: Key | null) => {
        if (key !== null) onSelectionChange(String(key));
      }}
      onBlur={onBlur ? () => onBlur() : undefined}
      placeholder={placeholder}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      validationBehavior="aria"
      // An empty list should still open and say so, rather than leave a dead button.
      allowsEmptyCollection
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button className="kit-control kit-select__trigger">
        <SelectValue className="kit-select__value" />
        <ChevronDown size={18} className="kit-select__chevron" aria-hidden="true" />
      </Button>
      <FieldErrorText>{error}</FieldErrorText>
      <Popover className="kit-popover" offset={6}>
        <ListBox
          className="kit-listbox"
          items={items}
          renderEmptyState={() => <div className="kit-listbox__empty">{emptyText}</div>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className="kit-listbox__item">
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected && <Check size={16} className="kit-listbox__check" aria-hidden="true" />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
