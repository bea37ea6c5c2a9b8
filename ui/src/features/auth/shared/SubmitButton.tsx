import type { ReactNode } from "react";
import { Button } from "../../../kit/plain/Button";
import { SpinnerGlyph } from "../../../kit/SpinnerGlyph";

/**
 * A form's submit button while the form works: the spinner, aria-disabled (the button keeps focus,
 * which a disabled one would drop; the form's own handler ignores a second submit), and a status
 * line that leaves with the form says the work in words.
 */
export function SubmitButton({
  isPending,
  pendingText,
  children,
}: {
  isPending: boolean;
  /** Read by screen readers while pending, e.g. 'Logging in…'. */
  pendingText: string;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        type="submit"
        className={isPending ? "auth-submit--pending" : undefined}
        aria-disabled={isPending || undefined}
      >
        {isPending && <SpinnerGlyph size={16} className="kit-button__spinner" />}
        {children}
      </Button>
      <output className="kit-visually-hidden">{isPending ? pendingText : ""}</output>
    </>
  );
}
