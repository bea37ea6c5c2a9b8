import type { StudyTabProps } from "../../../study/StudyTabProps";
import { lazyPanel } from "./lazyPanel";

/** The study tabs other features own, fetched only when opened (the quiz's FSRS, the tutor's stream). */
const QuizTab = lazyPanel<StudyTabProps>(
  "Quiz",
  async () => (await import("../../../study/quiz/RecordQuizTab")).RecordQuizTab,
  [80, 64],
);
const TutorTab = lazyPanel<StudyTabProps>(
  "Tutor",
  async () => (await import("../../../study/tutor/RecordTutorTab")).RecordTutorTab,
  [80, 64],
);

export interface LazyStudyTabProps {
  readonly which: "quiz" | "tutor";
  readonly props: StudyTabProps;
}

/** The Quiz or Tutor tab, loaded on first opening with a designed loading state and Try again. */
export function LazyStudyTab({ which, props }: LazyStudyTabProps) {
  return which === "quiz" ? <QuizTab {...props} /> : <TutorTab {...props} />;
}
