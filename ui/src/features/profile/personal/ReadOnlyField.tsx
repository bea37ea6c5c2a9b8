import { useId } from "react";

export interface ReadOnlyFieldProps {
  label: string;
  value: string;
  description?: string;
}

/**
 * A labelled value the person can read, select and copy but not change (the account's e-mail): a
 * read-only input in the kit's field frame, so it lines up with the fields around it.
 */
export function ReadOnlyField({ label, value, description }: ReadOnlyFieldProps) {
  const id = useId();
  const descriptionId = useId();
  return (
    <div className="kit-field personal-readonly">
      <label htmlFor={id} className="kit-field__label">
        {label}
      </label>
      <div className="kit-control personal-readonly__control">
        <input
          id={id}
          className="kit-control__input"
          value={value}
          readOnly
          aria-describedby={description ? descriptionId : undefined}
        />
      </div>
      {description && (
        <span id={descriptionId} className="kit-field__description">
          {description}
        </span>
      )}
    </div>
  );
}
