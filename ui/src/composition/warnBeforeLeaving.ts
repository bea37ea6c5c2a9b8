import { type Observable, type Subscription, distinctUntilChanged } from "rxjs";

const ask = (event: Event) => {
  event.preventDefault();
  // Older browsers show their question only when returnValue is set.
  (event as BeforeUnloadEvent).returnValue = "";
};

/**
 * The browser's "leave this page?" question while a recording uploads (spec 2 §2.6), on every page:
 * it follows the upload state, started once by the composition root. Web only: in the desktop app a
 * beforeunload veto would silently keep the window from closing, so the desktop asks with
 * useCloseWhileUploadingPrompt instead.
 */
export const warnBeforeLeaving = (uploading$: Observable<boolean>, target: EventTarget): Subscription => {
  const subscription = uploading$.pipe(distinctUntilChanged()).subscribe((uploading) => {
    if (uploading) target.addEventListener("beforeunload", ask);
    else target.removeEventListener("beforeunload", ask);
  });
  subscription.add(() => target.removeEventListener("beforeunload", ask));
  return subscription;
};
