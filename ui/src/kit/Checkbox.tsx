import { Check, CircleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Checkbox as AriaCheckbox } from "react-aria-components";
import "./Field.css";
import "./Checkbox.css";

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  onBlur?: () => void;
  /** Shown under the box and linked to it through aria-describedby. */
  error?: string;
  name?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/**
 * A checkbox with its label as children (links inside the label stay clickable). react-aria's
 * Checkbox has no FieldError slot, so the error is linked by id here.
 */
export function Checkbox({
  children,
  isSelected,
  onChange,
  onBlur,
  error,
  name,
  isDisabled,
  isRequired,
}: CheckboxProps) {
  const errorId = useId();
  return (
    <div className="kit-checkbox-field">
      <AriaCheckbox
        className="kit-checkbox"
        isSelected={isSelected}
        onChange={onChange}
        onBlur={onBlur ? () => onBlur() : undefined}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        isRequired={isRequired}
        name={name}
        validationBehavior="aria"
        aria-describedby={error ? errorId : undefined}
      >
        <span className="kit-checkbox__box" aria-hidden="true">
          {isSelected && <Check size={15} strokeWidth={3} />}
        </span>
        <span className="kit-checkbox__label">{children}</span>
      </AriaCheckbox>
      {error && (
        <p id={errorId} className="kit-field__error kit-checkbox__error">
          <CircleAlert size={15} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
