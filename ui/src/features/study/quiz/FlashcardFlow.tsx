import { FLASHCARD_RATINGS } from "@lectern/core/study/flashcards/Flashcard";
import type { FlashcardRun } from "@lectern/core/study/flashcards/FlashcardRun";
import { currentFlashcard } from "@lectern/core/study/flashcards/flashcardRunReducer";
import { intervalText } from "@lectern/core/study/flashcards/intervalText";
import { CalendarCheck, CircleAlert, PartyPopper } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button, EmptyState } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { MomentLink } from "./MomentLink";
import { QUIZ_TEXTS as TEXTS, dueDateText } from "./quizTexts";

export interface FlashcardsDone {
  readonly title: string;
  readonly text: ReactNode;
  readonly emptyTitle?: string;
  readonly emptyText?: ReactNode;
  readonly action?: ReactNode;
}

export interface FlashcardFlowProps {
  readonly run: FlashcardRun;
  /** Due today mixes records: each card names its own. */
  readonly showRecord?: boolean;
  /** On the record page: the moment link seeks its player. */
  readonly seek?: (seconds: number) => void;
  /** What shows once every card is rated ("All done…"), or at once when none was due ("empty…"). */
  readonly done: FlashcardsDone;
  readonly headingLevel?: 2 | 3;
}

/**
 * Flashcards one at a time: the question → "Show answer" → the answer with its lecture moment and
 * the four ratings, each with its next interval ("Good · 3 days") → the next due date, shown and
 * announced → "Next card". Focus follows: the answer's first rating, then "Next card", then the
 * next question's "Show answer". The schedule is core's FlashcardRun (ts-fsrs, saved on the server).
 */
export function FlashcardFlow({ run, showRecord = false, seek, done, headingLevel = 2 }: FlashcardFlowProps) {
  const state = useObservable(run.state$, run.state);
  const item = currentFlashcard(state);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const showAnswer = useRef<HTMLButtonElement>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const nextCard = useRef<HTMLButtonElement>(null);
  const entered = useRef(false);

  // Focus moves to the next action: the answer once shown, "Next card" once rated, the next
  // question's "Show answer" after that (not on first render: the page decides where focus starts).
  useEffect(() => {
    if (state.phase === "back" && state.error === null) answerHeading.current?.focus();
    if (state.phase === "rated") nextCard.current?.focus();
    if (state.phase === "front" && entered.current) showAnswer.current?.focus();
    entered.current = true;
  }, [state.phase, state.error]);

  const announcement =
    state.phase === "rated" && state.rated !== null
      ? TEXTS.ratedAnnouncement(TEXTS.ratings[state.rated.rating], dueDateText(state.rated.card.due))
      : state.phase === "saving"
        ? TEXTS.saving
        : "";

  if (state.phase === "done" || item === null) {
    return (
      <div className="flashcards">
        <output className="kit-visually-hidden" aria-live="polite">
          {TEXTS.reviewedCount(state.reviewed)}
        </output>
        <EmptyState
          icon={<PartyPopper size={28} />}
          title={state.items.length === 0 ? (done.emptyTitle ?? done.title) : done.title}
          action={done.action}
        >
          {state.reviewed > 0 && <p>{TEXTS.reviewedCount(state.reviewed)}</p>}
          {state.items.length === 0 && done.emptyText !== undefined && <p>{done.emptyText}</p>}
          <p>{done.text}</p>
        </EmptyState>
      </div>
    );
  }

  const total = state.items.length;
  const { question } = item;
  const back = state.phase !== "front";
  return (
    <div className="flashcards">
      <output className="kit-visually-hidden" aria-live="polite">
        {announcement}
      </output>
      <div className="flashcards__progress">
        <span>{TEXTS.cardOf(state.index + 1, total)}</span>
        <span className="quiz-progress" aria-hidden="true">
          <span style={{ width: `${(state.reviewed / total) * 100}%` }} />
        </span>
      </div>
      <article className="flashcard" aria-labelledby={`card-q-${question.id}`} key={question.id}>
        {showRecord && <p className="flashcard__record">{TEXTS.fromRecord(question.sessionName)}</p>}
        <p className="flashcard__side">{TEXTS.question}</p>
        <Heading id={`card-q-${question.id}`} className="flashcard__question">
          {question.question}
        </Heading>
        {!back ? (
          <div className="flashcard__actions">
            <button
              type="button"
              ref={showAnswer}
              className="kit-button kit-button--primary kit-button--md"
              onClick={() => run.reveal()}
            >
              {TEXTS.showAnswer}
            </button>
          </div>
        ) : (
          <div className="flashcard__back">
            <p className="flashcard__side">{TEXTS.answer}</p>
            <p className="flashcard__answer" tabIndex={-1} ref={answerHeading}>
              {question.answer}
            </p>
            <MomentLink recordId={question.sessionId} start={question.start} seek={seek} />
            {state.error !== null && (
              <p className="flashcard__error" role="alert">
                <CircleAlert size={16} aria-hidden="true" />
                {state.error}
              </p>
            )}
            {state.phase === "rated" && state.rated !== null ? (
              <div className="flashcard__rated">
                <p className="flashcard__due">
                  <CalendarCheck size={18} aria-hidden="true" />
                  {TEXTS.nextReview(dueDateText(state.rated.card.due))}
                </p>
                <button
                  type="button"
                  ref={nextCard}
                  className="kit-button kit-button--primary kit-button--md"
                  onClick={() => run.next()}
                >
                  {state.index + 1 < total ? TEXTS.nextCard : TEXTS.finish}
                </button>
              </div>
            ) : (
              <fieldset className="flashcard__ratings">
                <legend className="flashcard__rate-label">{TEXTS.rateLabel}</legend>
                <div className="flashcard__rating-buttons">
                  {FLASHCARD_RATINGS.map((rating) => {
                    const outcome = state.preview?.[rating];
                    return (
                      <Button
                        key={rating}
                        variant={rating === 3 ? "primary" : "secondary"}
                        className={`flashcard__rating flashcard__rating--${rating}`}
                        isDisabled={state.preview === null}
                        isPending={state.phase === "saving"}
                        onPress={() => void run.rate(rating)}
                      >
                        {TEXTS.rating(
                          TEXTS.ratings[rating],
                          outcome === undefined ? null : intervalText(outcome.intervalMs),
                        )}
                      </Button>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </div>
        )}
      </article>
    </div>
  );
}
