import { Suspense, useState } from "react";
import type { StudyTabProps } from "../../../study/StudyTabProps";
import { lazyNamed } from "../../../shell/lazyNamed";
import { LoadBoundary } from "./LoadBoundary";
import { StudyLoading } from "./StudyLoading";
import { STUDY_TEXTS } from "./studyTexts";

/** The study tabs other features own, fetched only when opened (the quiz's FSRS, the tutor's stream). */
const quizTab = () => lazyNamed(() => import("../../../study/quiz/RecordQuizTab"), "RecordQuizTab");
const tutorTab = () => lazyNamed(() => import("../../../study/tutor/RecordTutorTab"), "RecordTutorTab");
let QuizTab = quizTab();
let TutorTab = tutorTab();

/** React.lazy remembers a failed import for good: Try again swaps in a fresh lazy component. */
const reload = (which: LazyStudyTabProps["which"]) => {
  if (which === "quiz") QuizTab = quizTab();
  else TutorTab = tutorTab();
};

const MODULES = { quiz: "Quiz", tutor: "Tutor" } as const;

export interface LazyStudyTabProps {
  readonly which: "quiz" | "tutor";
  readonly props: StudyTabProps;
}

/** The Quiz or Tutor tab, loaded on first opening with a designed loading state and Try again. */
export function LazyStudyTab({ which, props }: LazyStudyTabProps) {
  const [attempt, setAttempt] = useState(0);
  const module = MODULES[which];
  return (
    <LoadBoundary
      key={attempt}
      module={module}
      onRetry={() => {
        reload(which);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense
        fallback={
          <div className="study-tab-loading">
            <StudyLoading message={STUDY_TEXTS.loading(module)} rows={[80, 64]} />
          </div>
        }
      >
        {which === "quiz" ? <QuizTab {...props} /> : <TutorTab {...props} />}
      </Suspense>
    </LoadBoundary>
  );
}
