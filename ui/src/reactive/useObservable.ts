import { useMemo, useSyncExternalStore } from "react";
import type { Observable } from "rxjs";

interface Snapshot<T> {
  readonly value: T;
  readonly error?: unknown;
}

/** A tiny external store over one observable, in the shape useSyncExternalStore wants. */
const observableStore = <T>(source$: Observable<T>, initial: T) => {
  let snapshot: Snapshot<T> = { value: initial };
  return {
    subscribe(notify: () => void) {
      const subscription = source$.subscribe({
        next: (value) => {
          snapshot = { value };
          notify();
        },
        error: (error: unknown) => {
          snapshot = { ...snapshot, error };
          notify();
        },
      });
      return () => subscription.unsubscribe();
    },
    read: () => snapshot,
  };
};

/**
 * Reads the latest value of an observable. `source$` must be stable (a service property or memoised):
 * a new observable re-subscribes. `initial` is read only when the source changes. Errors are rethrown
 * during render so an error boundary shows them.
 */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  // Keyed on the source alone: an inline `initial` literal must not re-subscribe on every render.
  // oxlint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => observableStore(source$, initial), [source$]);
  const snapshot = useSyncExternalStore(store.subscribe, store.read, store.read);
  if (snapshot.error !== undefined) throw snapshot.error;
  return snapshot.value;
}
