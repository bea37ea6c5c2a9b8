import { useCallback, useState } from "react";

export type TaskResult<R> = { readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: unknown };

export interface Task<A extends unknown[], R> {
  readonly isPending: boolean;
  /** The last failure, cleared when the task runs again (spec 1 §4: submitting clears the error). */
  readonly error: unknown;
  /** What the last successful run returned. */
  readonly lastValue: R | undefined;
  run(...args: A): Promise<TaskResult<R>>;
  clearError(): void;
}

/** Runs a use case on demand (a submit, a button) and keeps its pending flag and last error. */
export function useTask<A extends unknown[], R>(action: (...args: A) => Promise<R>): Task<A, R> {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [lastValue, setLastValue] = useState<R | undefined>(undefined);
  const run = async (...args: A): Promise<TaskResult<R>> => {
    setPending(true);
    setError(null);
    try {
      const value = await action(...args);
      setPending(false);
      setLastValue(() => value);
      return { ok: true, value };
    } catch (failure) {
      setPending(false);
      setError(failure);
      return { ok: false, error: failure };
    }
  };
  const clearError = useCallback(() => setError(null), []);
  return { isPending, error, lastValue, run, clearError };
}
