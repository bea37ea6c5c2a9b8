import { Check, CircleAlert } from "lucide-react";
import { useId, type ReactNode } from "react";
import "../Field.css";
import "../Checkbox.css";

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
 * The kit's checkbox, on a native <input type=checkbox> inside its <label>: links inside the label stay
 * clickable (a click on a link does not toggle the box), the drawn box mirrors the hidden input, and
 * the error is linked by aria-describedby.
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
      <label
        className="kit-checkbox kit-plain"
        data-selected={isSelected || undefined}
        data-invalid={error ? true : undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          type="checkbox"
          className="kit-visually-hidden"
          name={name}
          checked={isSelected}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          disabled={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className="kit-checkbox__box" aria-hidden="true">
          {isSelected && <Check size={15} strokeWidth={3} />}
        </span>
        <span className="kit-checkbox__label">{children}</span>
      </label>
      {error && (
        <p id={errorId} className="kit-field__error kit-checkbox__error">
          <CircleAlert size={15} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
