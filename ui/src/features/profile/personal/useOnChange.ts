import { useEffect, useRef } from "react";

/**
 * Runs `effect` after a render in which `value` differs from the previous render's — not on the
 * first one: a page opened again must not act on what its service remembers from the last visit.
 */
export function useOnChange<T>(value: T, effect: (value: T) => void): void {
  const previous = useRef(value);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    latest.current(value);
  }, [value]);
}
