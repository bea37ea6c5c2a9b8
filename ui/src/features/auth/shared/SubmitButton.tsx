import type { ReactNode } from "react";
import { Button } from "../../../kit";
import { SpinnerGlyph } from "../../../kit/SpinnerGlyph";

/**
 * A form's submit button with a pending state that does not go through react-aria's isPending.
 * That one announces through a live region pointing at the button by id; these forms are replaced
 * on success (next step, next page), which leaves the region pointing at nothing — axe reports it
 * as a serious failure on the following page. The same spinner is shown here, the button still
 * keeps focus, and a status line that leaves with the form says the work in words.
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
