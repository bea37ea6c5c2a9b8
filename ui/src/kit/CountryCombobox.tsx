import { Check, ChevronDown } from "lucide-react";
import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover, useFilter, type Key } from "react-aria-components";
import { FieldErrorText } from "./FieldErrorText";
import { FieldLabel } from "./FieldLabel";
import type { SelectItem } from "./Select";
import "./Field.css";

export interface CountryComboboxProps {
  label: string;
  items: SelectItem[];
  selectedKey: string | null;
  onSelectionChange: (id: string | null) => void;
  error?: string;
  onBlur?: () => void;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * A type-to-filter country picker (spec 3 §2: list max height 300 px, empty text verbatim). The
 * filter ignores case and accents, so "cote" finds "Côte d'Ivoire".
 */
export function CountryCombobox({
  label,
  items,
  selectedKey,
  onSelectionChange,
  error,
  onBlur,
  placeholder = "Start typing a country",
  isRequired,
  isDisabled,
  name,
}: CountryComboboxProps) {
  const { contains } = useFilter({ sensitivity: "base" });
  return (
    <ComboBox
      className="kit-field"
      defaultItems={items}
      value={selectedKey}
      onChange={(key: Key | null) => onSelectionChange(key === null ? null : String(key))}
      onBlur={onBlur ? () => onBlur() : undefined}
      defaultFilter={contains}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
      allowsEmptyCollection
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="kit-control">
        <Input className="kit-control__input" placeholder={placeholder} />
        <Button className="kit-control__icon-button">
          <ChevronDown size={18} className="kit-select__chevron" aria-hidden="true" />
        </Button>
      </div>
      <FieldErrorText>{error}</FieldErrorText>
      <Popover className="kit-popover" offset={6}>
        <ListBox
          className="kit-listbox"
          renderEmptyState={() => <div className="kit-listbox__empty">Not items found</div>}
        >
          {(item: SelectItem) => (
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
    </ComboBox>
  );
}
