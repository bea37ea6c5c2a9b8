import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Button, Input, Text, TextField as AriaTextField } from "react-aria-components";
import { FieldErrorText } from "./FieldErrorText";
import { FieldLabel } from "./FieldLabel";
import type { TextFieldProps } from "./TextField";
import "./Field.css";

export type PasswordFieldProps = Omit<TextFieldProps, "type">;

/**
 * A password input with a show/hide button. The button's name says what pressing it will do
 * ('Show password' / 'Hide password'); it deliberately has no aria-pressed, because a pressed state
 * on a label that flips reads as a double negative ("Hide password, pressed"). A polite status line
 * confirms the new state instead.
 */
export function PasswordField({
  label,
  name,
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
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  return (
    <AriaTextField
      className="kit-field"
      name={name}
      type={isVisible ? "text" : "password"}
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
        <Input
          className="kit-control__input"
          placeholder={placeholder}
          // Stop browsers and password managers from "fixing" what the user typed.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <Button
          className="kit-control__icon-button"
          aria-label={isVisible ? "Hide password" : "Show password"}
          isDisabled={isDisabled}
          onPress={() => {
            setVisible(!isVisible);
            setAnnouncement(isVisible ? "Your password is hidden." : "Your password is shown.");
          }}
        >
          {isVisible ? <EyeOff size={19} aria-hidden="true" /> : <Eye size={19} aria-hidden="true" />}
        </Button>
      </div>
      <output className="kit-visually-hidden" aria-live="polite">
        {announcement}
      </output>
      {description && (
        <Text slot="description" className="kit-field__description">
          {description}
        </Text>
      )}
      <FieldErrorText>{error}</FieldErrorText>
    </AriaTextField>
  );
}
