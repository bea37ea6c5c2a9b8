import { Input } from "react-aria-components";
import { TextFieldFrame } from "./TextFieldFrame";

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

/** A labelled single-line input; the message it shows comes from the caller (see TextFieldFrame). */
export function TextField({ type = "text", placeholder, ...field }: TextFieldProps) {
  return (
    <TextFieldFrame field={field} type={type}>
      <div className="kit-control">
        <Input className="kit-control__input" placeholder={placeholder} />
      </div>
    </TextFieldFrame>
  );
}
