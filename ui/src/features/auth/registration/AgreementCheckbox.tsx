import { useId } from "react";
import { Checkbox } from "../../../kit/plain/Checkbox";

export const TERMS_URL = "https://lectern.app/terms";
export const ACCEPTABLE_USE_URL = "https://lectern.app/acceptable-use";

/**
 * The agreement of sign-up step 1; both documents open in a new tab so the form is kept. The
 * "new tab" hint is a description kept outside the label, so the checkbox's name stays the
 * sentence of the spec.
 */
export function AgreementCheckbox({
  isSelected,
  onChange,
  onBlur,
  error,
  isDisabled,
}: {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  onBlur: () => void;
  error: string | undefined;
  isDisabled?: boolean;
}) {
  const newTab = useId();
  return (
    <div>
      <Checkbox
        name="agreement"
        isSelected={isSelected}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        isDisabled={isDisabled}
        isRequired
      >
        I agree to the{" "}
        <a href={TERMS_URL} target="_blank" rel="noreferrer" aria-describedby={newTab}>
          Terms of Service
        </a>{" "}
        and the{" "}
        <a href={ACCEPTABLE_USE_URL} target="_blank" rel="noreferrer" aria-describedby={newTab}>
          Acceptable Use Policy
        </a>
      </Checkbox>
      <span id={newTab} hidden>
        Opens in a new tab
      </span>
    </div>
  );
}
