import { useCallback, useRef, useSyncExternalStore } from "react";
import type { Observable } from "rxjs";

/**
 * Reads the latest value of an observable. `source$` must be stable (a service property or memoised):
 * a new observable re-subscribes. Errors are rethrown during render so an error boundary shows them.
 */
export function useObservable<T>(source$: Observable<T>, initial: T): T {
  const latest = useRef<{ source: Observable<T>; value: T; error?: unknown }>({ source: source$, value: initial });
  if (latest.current.source !== source$) latest.current = { source: source$, value: initial };

  const subscribe = useCallback(
    (notify: () => void) => {
      const subscription = source$.subscribe({
        next: (value) => {
          latest.current = { source: source$, value };
          notify();
        },
        error: (error: unknown) => {
          latest.current = { ...latest.current, error };
          notify();
        },
      });
      return () => subscription.unsubscribe();
    },
    [source$],
  );

  const snapshot = useSyncExternalStore(
    subscribe,
    () => latest.current,
    () => latest.current,
  );
  if (snapshot.error !== undefined) throw snapshot.error;
  return snapshot.value;
}
