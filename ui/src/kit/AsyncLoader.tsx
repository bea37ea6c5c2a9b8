import { RotateCw } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { Button } from "./Button";
import { SpinnerGlyph } from "./SpinnerGlyph";
import "./AsyncLoader.css";

export interface AsyncLoaderProps<T> {
  /** The thing being loaded, as the user would name it ('Slides', 'Editor'). */
  module: string;
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
}

/**
 * Loads a lazily imported piece of UI and says so (spec 3 §2): '{module} is loading...', then
 * '{module} has not loaded.' with Try again. Each try is a fresh keyed attempt, so a retry starts
 * from a clean state and a late answer from an abandoned try is ignored.
 */
export function AsyncLoader<T>(props: AsyncLoaderProps<T>) {
  const [attempt, setAttempt] = useState(0);
  return <LoadAttempt key={attempt} {...props} isRetry={attempt > 0} onRetry={() => setAttempt((n) => n + 1)} />;
}

type LoadState<T> = { status: "loading" } | { status: "failed" } | { status: "loaded"; value: T };

interface AttemptProps<T> extends AsyncLoaderProps<T> {
  /** After Try again the pressed button is gone, so focus is placed on the new state instead. */
  isRetry: boolean;
  onRetry: () => void;
}

function LoadAttempt<T>({ module, load, children, isRetry, onRetry }: AttemptProps<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const loadingRef = useRef<HTMLOutputElement>(null);
  // An effect event reads the latest `load`, so an inline arrow does not restart the load each render.
  const start = useEffectEvent(() => load());

  useEffect(() => {
    if (isRetry) loadingRef.current?.focus();
  }, [isRetry]);

  useEffect(() => {
    let current = true;
    start().then(
      (value) => current && setState({ status: "loaded", value }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, []);

  if (state.status === "loaded") return <>{children(state.value)}</>;
  if (state.status === "loading") {
    return (
      <output ref={loadingRef} tabIndex={-1} className="kit-async" aria-live="polite">
        <SpinnerGlyph size={20} className="kit-async__spinner" />
        <span>{module} is loading...</span>
      </output>
    );
  }
  return (
    <div className="kit-async kit-async--failed" role="alert">
      <span>{module} has not loaded.</span>
      <Button variant="secondary" size="sm" onPress={onRetry} autoFocus={isRetry}>
        <RotateCw size={14} aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
