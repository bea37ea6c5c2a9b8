import { Label } from "react-aria-components";

/** A visible label; the asterisk is visual only because the input itself carries aria-required. */
export function FieldLabel({ children, isRequired }: { children: string; isRequired?: boolean }) {
  return (
    <Label className="kit-field__label">
      {children}
      {isRequired && (
        <span className="kit-field__required" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}
