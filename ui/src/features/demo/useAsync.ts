import { useEffect, useState } from "react";

export type AsyncState<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: T }
  | { readonly status: "failed"; readonly error: unknown };

/**
 * Loads something when a demo page opens (or when `key` changes, e.g. a reload button), dropping
 * answers that arrive after the page moved on. The loading itself lives in a service class.
 */
export function useAsync<T>(load: () => Promise<T>, key: unknown): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    load().then(
      (value) => current && setState({ status: "ready", value }),
      (error: unknown) => current && setState({ status: "failed", error }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure every render; `key` says when loading again is wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
