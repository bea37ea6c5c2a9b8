import { useEffect } from "react";

/**
 * While `active`, asks the browser to confirm leaving or closing the page. Browsers show their own
 * wording; setting returnValue is what older ones still need to show anything at all.
 */
export function useBeforeUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
