import { TextField } from "../../../kit/plain/TextField";
import type { TextFieldProps } from "../../../kit/TextField";

export type EmailFieldProps = Omit<TextFieldProps, "label" | "type" | "autoComplete">;

/** The e-mail field every sign-in form opens with: one label, one input type, one autocomplete hint. */
export function EmailField({ placeholder = "you@example.com", ...field }: EmailFieldProps) {
  return <TextField {...field} label="Email" type="email" autoComplete="email" placeholder={placeholder} isRequired />;
}
