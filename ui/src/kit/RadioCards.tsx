import type { ReactNode } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import "./RadioCards.css";

export interface RadioCardOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly description?: string;
  readonly icon?: ReactNode;
}

export interface RadioCardsProps<T extends string> {
  /** The group's visible label (also its accessible name). */
  label: string;
  options: readonly RadioCardOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** Side by side for short labels (a quality picker); stacked by default. */
  orientation?: "vertical" | "horizontal";
  isDisabled?: boolean;
}

/**
 * A radio group drawn as cards: react-aria's RadioGroup (arrow keys move, one tab stop, the group
 * named by its label), so a choice of capture or quality is a real radio button, not a styled div.
 */
export function RadioCards<T extends string>({
  label,
  options,
  value,
  onChange,
  orientation = "vertical",
  isDisabled = false,
}: RadioCardsProps<T>) {
  return (
    <RadioGroup
      className={`kit-radio-cards kit-radio-cards--${orientation}`}
      value={value}
      onChange={(next) => onChange(next as T)}
      orientation={orientation}
      isDisabled={isDisabled}
    >
      <Label className="kit-radio-cards__label">{label}</Label>
      <div className="kit-radio-cards__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="kit-radio-card">
            {option.icon && (
              <span className="kit-radio-card__icon" aria-hidden="true">
                {option.icon}
              </span>
            )}
            <span className="kit-radio-card__text">
              <span className="kit-radio-card__title">{option.label}</span>
              {option.description && <span className="kit-radio-card__description">{option.description}</span>}
            </span>
            <span className="kit-radio-card__mark" aria-hidden="true" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
