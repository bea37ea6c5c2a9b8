import type { Observable, Subscription } from "rxjs";

/** The class the adjustments' stylesheet keys on. */
export const UI_ADJUSTMENTS_CLASS = "ui-adjustments";

/**
 * Puts the accessibility adjustments on the page while `on$` says so: a class on the root element,
 * whose stylesheet (uiAdjustments.css) is fetched the first time it turns on — never for someone who
 * does not use it, and never with /auth/login.
 */
export const applyUiAdjustments = (on$: Observable<boolean>, root: HTMLElement): Subscription =>
  on$.subscribe((on) => {
    if (on) void import("./uiAdjustments.css");
    root.classList.toggle(UI_ADJUSTMENTS_CLASS, on);
  });
