import { DueToday } from "@lectern/core/study/flashcards/DueToday";
import { CircleAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { Button, EmptyState, PageHeader } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { useSession } from "../../shell/useSession";
import { FlashcardFlow } from "../quiz/FlashcardFlow";
import { QuizSkeleton } from "../quiz/QuizDeckStatus";
import { QuizNotInPlan } from "../quiz/QuizNotInPlan";
import { QUIZ_TEXTS as TEXTS, dueDateText } from "../quiz/quizTexts";
import "../quiz/quiz.css";

/** The cards due today, read while the page shows them. */
function DueTodayReview() {
  const due = useService(DueToday);
  const state = useObservable(due.state$, due.state);
  if (state.phase === "loading") return <QuizSkeleton />;
  if (state.phase === "failed") {
    return (
      <EmptyState
        icon={<CircleAlert size={28} />}
        title={TEXTS.reviewFailedTitle}
        action={<Button onPress={() => due.retry()}>{TEXTS.tryAgain}</Button>}
      >
        <p>{state.message}</p>
      </EmptyState>
    );
  }
  const nextDue = state.nextDue;
  return (
    <FlashcardFlow
      key={state.run.state.items.map((item) => item.question.id).join(",")}
      run={state.run}
      showRecord
      done={{
        title: TEXTS.allDoneTitle,
        emptyTitle: TEXTS.reviewEmptyTitle,
        emptyText: TEXTS.reviewEmptyText,
        text: nextDue === undefined ? "" : TEXTS.allDoneText(nextDue === null ? null : dueDateText(nextDue)),
        action: (
          <Link to="/records" className="kit-button kit-button--secondary kit-button--md">
            {TEXTS.backToRecordings2}
          </Link>
        ),
      }}
    />
  );
}

/** /review: "Due today" across all records (needs sign-in; quizShow to see quizzes at all). */
export function ReviewPage() {
  usePageTitle(TEXTS.reviewTitle);
  const { state } = useSession();
  const allowed = state.permissions?.quizShow === true;
  return (
    <div className="page quizzes-page">
      <PageHeader title={TEXTS.reviewTitle} description={TEXTS.reviewDescription} />
      {state.permissionsLoading || state.permissions === null ? (
        <QuizSkeleton />
      ) : allowed ? (
        <DueTodayReview />
      ) : (
        <QuizNotInPlan />
      )}
    </div>
  );
}
