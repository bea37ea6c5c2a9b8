import { useCallback, useEffect, useRef, useState } from "react";

export type LoadState<T> = (
  | { readonly status: "running" }
  | { readonly status: "done"; readonly value: T }
  | { readonly status: "failed"; readonly error: unknown }
) & {
  /** Runs the task again (a 'Try again' button). */
  readonly retry: () => void;
};

type Outcome<T> =
  | { readonly status: "running" }
  | { readonly status: "done"; readonly value: T }
  | { readonly status: "failed"; readonly error: unknown };

/**
 * The one "load on mount" hook: runs a use case once when the page opens, again on `retry()` (a
 * 'Try again' or 'Refresh' button) and when `key` changes (the page shows something else). Once means
 * once: StrictMode's rehearsal mount must not spend a one-time token twice, so each attempt starts
 * behind a ref (refs survive the rehearsal) and its result is kept even though the rehearsal's
 * cleanup ran. Answers of an attempt that is no longer the newest are dropped.
 */
export function useLoadOnMount<T>(task: () => Promise<T>, key: string = ""): LoadState<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: "running" });
  const started = useRef<string | null>(null);
  const mounted = useRef(false);
  const latestTask = useRef(task);
  const current = `${attempt}:${key}`;

  // Keeps the newest closure for a retry; the first effect below runs after this one.
  useEffect(() => {
    latestTask.current = task;
  });

  useEffect(() => {
    mounted.current = true;
    if (started.current !== current) {
      const thisAttempt = current;
      if (started.current !== null) setOutcome({ status: "running" });
      started.current = thisAttempt;
      const newest = () => mounted.current && started.current === thisAttempt;
      latestTask.current().then(
        (value) => newest() && setOutcome({ status: "done", value }),
        (error: unknown) => newest() && setOutcome({ status: "failed", error }),
      );
    }
    return () => {
      mounted.current = false;
    };
  }, [current]);

  const retry = useCallback(() => {
    setOutcome({ status: "running" });
    setAttempt((count) => count + 1);
  }, []);

  return { ...outcome, retry };
}
