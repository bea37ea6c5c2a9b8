import type { TextFieldProps } from "../TextField";
import { FieldFrame } from "./FieldFrame";

/** The kit's labelled single-line input on a native <input> (same props and look as kit/TextField). */
export function TextField({ type = "text", placeholder, ...field }: TextFieldProps) {
  return (
    <FieldFrame field={field}>
      {(input) => (
        <div className="kit-control">
          <input {...input} type={type} placeholder={placeholder} className="kit-control__input" />
        </div>
      )}
    </FieldFrame>
  );
}
