import { QuizDecks } from "@lectern/core/study/quiz/QuizDecks";
import { Layers } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import type { StudyTabProps } from "../StudyTabProps";
import { MultipleChoiceQuiz } from "./MultipleChoiceQuiz";
import { QuizDeckStatus, QuizSkeleton, QuizSourceNote } from "./QuizDeckStatus";
import { QuizNotInPlan } from "./QuizNotInPlan";
import { QUIZ_TEXTS as TEXTS } from "./quizTexts";
import "./quiz.css";

function QuizTabDeck({
  recordId,
  seek,
  canGenerate,
}: {
  recordId: string;
  seek: (s: number) => void;
  canGenerate: boolean;
}) {
  const decks = useService(QuizDecks);
  const deck = useMemo(() => decks.deck(recordId), [decks, recordId]);
  const state = useObservable(deck.state$, deck.state);
  const flashcards = (
    <Link
      to={`/records/${recordId}/quizzes?mode=flashcards`}
      className="kit-button kit-button--secondary kit-button--md"
    >
      <Layers size={16} aria-hidden="true" />
      {TEXTS.openFlashcards}
    </Link>
  );
  const status = <QuizDeckStatus deck={deck} state={state} canGenerate={canGenerate} headingLevel={3} />;
  if (state.phase !== "ready" || state.questions.length === 0 || state.generation.status !== "idle") return status;
  const questionKey = state.questions.map((question) => question.id).join(",");
  return (
    <div className="quiz-tab">
      <QuizSourceNote state={state} />
      <div className="quiz-tab__bar">{flashcards}</div>
      <MultipleChoiceQuiz
        key={questionKey}
        recordId={recordId}
        questions={state.questions}
        seek={seek}
        headingLevel={3}
        compact
        afterScore={flashcards}
      />
    </div>
  );
}

/** The record page's Quiz tab: the same quiz, compact; its moment links seek the player. */
export function RecordQuizTab(props: StudyTabProps) {
  const permissions = props.permissions;
  if (permissions === null) return <QuizSkeleton />;
  if (permissions.quizShow !== true) return <QuizNotInPlan headingLevel={3} />;
  return <QuizTabDeck recordId={props.recordId} seek={props.seek} canGenerate={permissions.quizGeneration === true} />;
}
