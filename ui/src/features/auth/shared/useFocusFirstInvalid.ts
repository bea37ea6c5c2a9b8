import { type RefObject, useEffect } from "react";

/**
 * After a refused submit, moves keyboard focus to the first field that reports an error, so
 * screen-reader and keyboard users land on the message instead of hunting for it (WCAG 3.3.1).
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>, failedChecks: number): void {
  useEffect(() => {
    if (failedChecks === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, failedChecks]);
}
