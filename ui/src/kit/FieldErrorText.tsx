import { CircleAlert } from "lucide-react";
import { FieldError } from "react-aria-components";

/**
 * The red line under a control. react-aria's FieldError only renders while the field is invalid and
 * wires itself into the input's aria-describedby, so the message is read with the field.
 */
export function FieldErrorText({ children }: { children?: string }) {
  return (
    <FieldError className="kit-field__error">
      <CircleAlert size={15} aria-hidden="true" />
      <span>{children}</span>
    </FieldError>
  );
}
