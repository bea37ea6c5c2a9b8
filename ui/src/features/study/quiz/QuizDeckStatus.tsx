import type { QuizDeck, QuizDeckState } from "@lectern/core/study/quiz/QuizDeck";
import { CircleAlert, Crown, FileQuestion, ListChecks, StickyNote } from "lucide-react";
import { Link } from "react-router-dom";
import { Button, EmptyState, Skeleton } from "../../../kit";
import { SpinnerGlyph } from "../../../kit/SpinnerGlyph";
import { QUIZ_TEXTS as TEXTS } from "./quizTexts";

export interface QuizDeckStatusProps {
  readonly deck: QuizDeck;
  readonly state: QuizDeckState;
  /** quizGeneration: Generate/Retry, else the premium badge and the upgrade link. */
  readonly canGenerate: boolean;
  readonly headingLevel?: 2 | 3;
}

const upgradeLink = (
  <Link to="/billing/product" className="kit-button kit-button--primary kit-button--md">
    <Crown size={16} aria-hidden="true" />
    {TEXTS.upgradeToGenerate}
  </Link>
);

/** The loading skeleton of a deck: the shape of a question and its four choices. */
export function QuizSkeleton() {
  return (
    <div className="quiz-skeleton" aria-busy="true">
      <output className="kit-visually-hidden" aria-live="polite">
        {TEXTS.loading}
      </output>
      <Skeleton width={120} height={14} />
      <Skeleton width="80%" height={26} />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} width="100%" height={52} />
      ))}
    </div>
  );
}

/** Issue 21: the label on questions made from the notes of a lecture without a transcript. */
export function QuizSourceNote({ state }: { state: QuizDeckState }) {
  if (state.phase !== "ready" || state.source !== "notes" || state.questions.length === 0) return null;
  return (
    <p className="quiz-source">
      <StickyNote size={16} aria-hidden="true" />
      {TEXTS.madeFromNotes}
    </p>
  );
}

/**
 * Every deck state that is not questions to practise: loading, load failed or not found, generating
 * (announced, and replaced without a reload when the view channel says it is done), generation
 * failed, and no questions yet. Null when the deck has questions. With nothing to learn from (no
 * transcript, too few notes: issue 21) no Generate or Retry is offered — it would only be refused.
 */
export function QuizDeckStatus({ deck, state, canGenerate, headingLevel = 2 }: QuizDeckStatusProps) {
  if (state.phase === "loading") return <QuizSkeleton />;
  if (state.phase === "failed") {
    return state.notFound ? (
      <EmptyState
        icon={<FileQuestion size={28} />}
        title={TEXTS.notFoundTitle}
        headingLevel={headingLevel}
        action={
          <Link to="/records" className="kit-button kit-button--primary kit-button--md">
            {TEXTS.backToRecordings}
          </Link>
        }
      >
        <p>{TEXTS.notFoundText}</p>
      </EmptyState>
    ) : (
      <EmptyState
        icon={<CircleAlert size={28} />}
        title={TEXTS.loadFailedTitle}
        headingLevel={headingLevel}
        action={<Button onPress={() => deck.retry()}>{TEXTS.tryAgain}</Button>}
      >
        <p>{state.message}</p>
      </EmptyState>
    );
  }
  const { generation } = state;
  if (generation.status === "generating") {
    return (
      <div className="quiz-generating">
        <SpinnerGlyph size={28} />
        <output className="quiz-generating__title" aria-live="polite">
          {TEXTS.generatingTitle}
        </output>
        <p className="quiz-generating__text">{TEXTS.generatingText}</p>
      </div>
    );
  }
  const refused =
    state.requestError === null ? null : (
      <p className="quiz-refused" role="alert">
        <CircleAlert size={16} aria-hidden="true" />
        {state.requestError}
      </p>
    );
  if (canGenerate && state.learnsFrom === null && state.questions.length === 0) {
    return (
      <EmptyState icon={<StickyNote size={28} />} title={TEXTS.unavailableTitle} headingLevel={headingLevel}>
        <p>{TEXTS.unavailableText}</p>
        <p>{TEXTS.unavailableWhatToDo}</p>
      </EmptyState>
    );
  }
  if (generation.status === "failed") {
    return (
      <EmptyState
        icon={<CircleAlert size={28} />}
        title={TEXTS.failedTitle}
        headingLevel={headingLevel}
        action={
          canGenerate ? (
            <Button isPending={state.requesting} onPress={() => void deck.generate()}>
              {TEXTS.retry}
            </Button>
          ) : (
            upgradeLink
          )
        }
      >
        <p>{generation.error}</p>
        {refused}
      </EmptyState>
    );
  }
  if (state.questions.length > 0) return null;
  return (
    <EmptyState
      icon={<ListChecks size={28} />}
      title={TEXTS.emptyTitle}
      headingLevel={headingLevel}
      action={
        canGenerate ? (
          <Button isPending={state.requesting} onPress={() => void deck.generate()}>
            {TEXTS.generate}
          </Button>
        ) : (
          upgradeLink
        )
      }
    >
      {!canGenerate && (
        <p className="quiz-premium">
          <Crown size={12} aria-hidden="true" />
          {TEXTS.premium}
        </p>
      )}
      <p>
        {!canGenerate
          ? TEXTS.emptyTextLocked
          : state.learnsFrom === "notes"
            ? TEXTS.emptyTextFromNotes
            : TEXTS.emptyText}
      </p>
      {refused}
    </EmptyState>
  );
}
