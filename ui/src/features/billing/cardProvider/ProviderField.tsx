import { CircleAlert } from "lucide-react";
import type { Ref } from "react";
import { FieldError, Input, Label, Text, TextField } from "react-aria-components";

/**
 * One of the provider's fields: a visible label, the input, a hint, and its error under it (wired
 * to the input by react-aria, so the message is read with the field). Styled as the provider's own.
 */
export function ProviderField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  description,
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  inputRef,
  autoFocus,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  description?: string;
  inputMode?: "numeric" | "text";
  autoComplete: string;
  placeholder?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      className="provider-field"
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
      autoComplete={autoComplete}
      maxLength={maxLength}
      autoFocus={autoFocus}
    >
      <Label className="provider-field__label">{label}</Label>
      <Input
        ref={inputRef}
        className="provider-field__input"
        inputMode={inputMode}
        placeholder={placeholder}
        spellCheck={false}
      />
      {description && (
        <Text slot="description" className="provider-field__hint">
          {description}
        </Text>
      )}
      <FieldError className="provider-field__error">
        <CircleAlert size={15} aria-hidden="true" />
        <span>{error}</span>
      </FieldError>
    </TextField>
  );
}
