import { Suspense, useState } from "react";
import type { RecordSlidesTabProps } from "./RecordSlidesTab";
import { lazyNamed } from "../shell/lazyNamed";
import { LoadBoundary } from "../records/record/study/LoadBoundary";
import { StudyLoading } from "../records/record/study/StudyLoading";
import { STUDY_TEXTS } from "../records/record/study/studyTexts";

const slidesTab = () => lazyNamed(() => import("./RecordSlidesTab"), "RecordSlidesTab");
let SlidesTab = slidesTab();
const MODULE = "Slides";

/** The Slides tab, fetched on first opening (its panel, then pdf.js for a PDF), with Try again. */
export function LazySlidesTab(props: RecordSlidesTabProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadBoundary
      key={attempt}
      module={MODULE}
      onRetry={() => {
        // React.lazy remembers a failed import for good: Try again swaps in a fresh lazy component.
        SlidesTab = slidesTab();
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense
        fallback={
          <div className="study-tab-loading">
            <StudyLoading message={STUDY_TEXTS.loading(MODULE)} rows={[200, 64]} />
          </div>
        }
      >
        <SlidesTab {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
