import { type ComponentType, Suspense, lazy, useState } from "react";
import { LoadBoundary } from "./LoadBoundary";
import { StudyLoading } from "./StudyLoading";
import { STUDY_TEXTS } from "./studyTexts";

/**
 * A record-page panel fetched on first opening, with a designed loading state and, when its chunk did
 * not arrive, '{module} has not loaded.' with Try again. React.lazy remembers a failed import for good,
 * so Try again swaps in a fresh lazy component.
 */
export function lazyPanel<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
  loadingRows: readonly number[],
): ComponentType<P> {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Loaded = fresh();
  return function LazyPanel(props: P) {
    const [attempt, setAttempt] = useState(0);
    return (
      <LoadBoundary
        key={attempt}
        module={module}
        onRetry={() => {
          Loaded = fresh();
          setAttempt((count) => count + 1);
        }}
      >
        <Suspense
          fallback={
            <div className="study-tab-loading">
              <StudyLoading message={STUDY_TEXTS.loading(module)} rows={loadingRows} />
            </div>
          }
        >
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}
