import { useCallback, useEffect, useRef, useState } from "react";

export type MountTaskState<T> = (
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
 * Runs a use case once when the page opens. Once means once: StrictMode's rehearsal mount must not
 * spend a one-time token twice, so each attempt starts behind a ref (refs survive the rehearsal) and
 * its result is kept even though the rehearsal's cleanup ran.
 */
export function useMountTask<T>(task: () => Promise<T>): MountTaskState<T> {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T>>({ status: "running" });
  const started = useRef(-1);
  const mounted = useRef(false);
  const latestTask = useRef(task);

  // Keeps the newest closure for a retry; the first effect below runs after this one.
  useEffect(() => {
    latestTask.current = task;
  });

  useEffect(() => {
    mounted.current = true;
    if (started.current !== attempt) {
      started.current = attempt;
      latestTask.current().then(
        (value) => mounted.current && setOutcome({ status: "done", value }),
        (error: unknown) => mounted.current && setOutcome({ status: "failed", error }),
      );
    }
    return () => {
      mounted.current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setOutcome({ status: "running" });
    setAttempt((count) => count + 1);
  }, []);

  return { ...outcome, retry };
}
