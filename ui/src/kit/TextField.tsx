import { Input, Text, TextField as AriaTextField } from "react-aria-components";
import { FieldErrorText } from "./FieldErrorText";
import { FieldLabel } from "./FieldLabel";
import "./Field.css";

export interface TextFieldProps {
  label: string;
  name: string;
  type?: "text" | "email" | "password" | "search" | "tel" | "url";
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field and linked to it; its presence marks the field invalid. */
  error?: string;
  description?: string;
  placeholder?: string;
  autoComplete?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
}

/**
 * A labelled single-line input. Validation is the caller's (the core's) job: this only shows the
 * message it is given, so validationBehavior is 'aria' and the browser's own bubbles never appear.
 */
export function TextField({
  label,
  name,
  type = "text",
  value,
  onChange,
  onBlur,
  error,
  description,
  placeholder,
  autoComplete,
  isDisabled,
  isRequired,
  maxLength,
  autoFocus,
}: TextFieldProps) {
  return (
    <AriaTextField
      className="kit-field"
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur ? () => onBlur() : undefined}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      isRequired={isRequired}
      maxLength={maxLength}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="kit-control">
        <Input className="kit-control__input" placeholder={placeholder} />
      </div>
      {description && (
        <Text slot="description" className="kit-field__description">
          {description}
        </Text>
      )}
      <FieldErrorText>{error}</FieldErrorText>
    </AriaTextField>
  );
}
