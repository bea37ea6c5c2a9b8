import type { ReactNode } from "react";
import { Text, TextField as AriaTextField } from "react-aria-components";
import { FieldErrorText } from "./FieldErrorText";
import { FieldLabel } from "./FieldLabel";
import type { TextFieldProps } from "./TextField";
import "./Field.css";

export interface TextFieldFrameProps {
  field: Omit<TextFieldProps, "type" | "placeholder">;
  type: NonNullable<TextFieldProps["type"]>;
  /** The control row (input and any buttons beside it). */
  children: ReactNode;
}

/**
 * What every single-line field shares: react-aria's field (label, description and error wired to the
 * input), the label with its required mark, the description and the error line. Validation is the
 * caller's (the core's) job: this only shows the message it is given, so validationBehavior is 'aria'
 * and the browser's own bubbles never appear.
 */
export function TextFieldFrame({ field, type, children }: TextFieldFrameProps) {
  const { label, name, value, onChange, onBlur, error, description } = field;
  return (
    <AriaTextField
      className="kit-field"
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur ? () => onBlur() : undefined}
      isInvalid={Boolean(error)}
      isDisabled={field.isDisabled}
      isRequired={field.isRequired}
      maxLength={field.maxLength}
      autoComplete={field.autoComplete}
      autoFocus={field.autoFocus}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={field.isRequired}>{label}</FieldLabel>
      {children}
      {description && (
        <Text slot="description" className="kit-field__description">
          {description}
        </Text>
      )}
      <FieldErrorText>{error}</FieldErrorText>
    </AriaTextField>
  );
}
