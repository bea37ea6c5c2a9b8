import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { Button, Input } from "react-aria-components";
import type { TextFieldProps } from "./TextField";
import { TextFieldFrame } from "./TextFieldFrame";

export type PasswordFieldProps = Omit<TextFieldProps, "type">;

/**
 * A password input with a show/hide button. The button's name says what pressing it will do
 * ('Show password' / 'Hide password'); it deliberately has no aria-pressed, because a pressed state
 * on a label that flips reads as a double negative ("Hide password, pressed"). A polite status line
 * confirms the new state instead.
 */
export function PasswordField({ placeholder, ...field }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  return (
    <TextFieldFrame field={field} type={isVisible ? "text" : "password"}>
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
          isDisabled={field.isDisabled}
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
    </TextFieldFrame>
  );
}
