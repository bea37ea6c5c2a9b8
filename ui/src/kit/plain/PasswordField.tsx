import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import type { PasswordFieldProps } from "../PasswordField";
import { FieldFrame } from "./FieldFrame";

/**
 * kit/PasswordField on native elements: the show/hide button's name says what pressing it will do
 * (no aria-pressed: "Hide password, pressed" reads as a double negative) and a polite status line
 * confirms the new state.
 */
export function PasswordField({ placeholder, ...field }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  return (
    <FieldFrame field={field}>
      {(input) => (
        <>
          <div className="kit-control">
            <input
              {...input}
              type={isVisible ? "text" : "password"}
              placeholder={placeholder}
              className="kit-control__input"
              // Stop browsers and password managers from "fixing" what the user typed.
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
            />
            <button
              type="button"
              className="kit-control__icon-button kit-plain"
              aria-label={isVisible ? "Hide password" : "Show password"}
              disabled={field.isDisabled}
              onClick={() => {
                setVisible(!isVisible);
                setAnnouncement(isVisible ? "Your password is hidden." : "Your password is shown.");
              }}
            >
              {isVisible ? <EyeOff size={19} aria-hidden="true" /> : <Eye size={19} aria-hidden="true" />}
            </button>
          </div>
          <output className="kit-visually-hidden" aria-live="polite">
            {announcement}
          </output>
        </>
      )}
    </FieldFrame>
  );
}
