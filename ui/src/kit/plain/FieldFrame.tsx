import { CircleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { TextFieldProps } from "../TextField";
import "../Field.css";

/** What FieldFrame hands to its input: the ids and ARIA states that tie label, hint and error to it. */
export interface FieldInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  "aria-invalid"?: true;
  "aria-required"?: true;
  "aria-describedby"?: string;
}

export interface FieldFrameProps {
  field: Omit<TextFieldProps, "type" | "placeholder">;
  /** The control row, given the props for its <input>. */
  children: (input: FieldInputProps) => ReactNode;
}

/**
 * What every plain single-line field shares: a <label for>, the required mark, the description and
 * the error line, both linked through aria-describedby, and aria-invalid while there is an error.
 * Validation is the core's job: this shows the message it is given, with aria-required instead of
 * required so the browser's own bubbles never appear.
 */
export function FieldFrame({ field, children }: FieldFrameProps) {
  const { label, name, value, onChange, onBlur, error, description, isDisabled, isRequired } = field;
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="kit-field" data-invalid={error ? true : undefined} data-disabled={isDisabled || undefined}>
      <label htmlFor={id} className="kit-field__label">
        {label}
        {isRequired && (
          <span className="kit-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        name,
        value,
        onChange: (event) => onChange(event.target.value),
        onBlur,
        disabled: isDisabled,
        maxLength: field.maxLength,
        autoComplete: field.autoComplete,
        autoFocus: field.autoFocus,
        "aria-invalid": error ? true : undefined,
        "aria-required": isRequired || undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {description && (
        <span id={descriptionId} className="kit-field__description">
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className="kit-field__error">
          <CircleAlert size={15} aria-hidden="true" />
          <span>{error}</span>
        </span>
      )}
    </div>
  );
}
