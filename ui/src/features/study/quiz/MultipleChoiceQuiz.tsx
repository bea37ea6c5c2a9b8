import type { QuizQuestion } from "@lectern/core/study/quiz/QuizQuestion";
import { currentQuestion, quizReducer, quizScore, startQuiz } from "@lectern/core/study/quiz/quizReducer";
import { CircleCheck, CircleX, Trophy } from "lucide-react";
import { type ReactNode, useEffect, useReducer, useRef } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { Button } from "../../../kit";
import { MomentLink } from "./MomentLink";
import { QUIZ_TEXTS as TEXTS } from "./quizTexts";

export interface MultipleChoiceQuizProps {
  readonly recordId: string;
  readonly questions: readonly QuizQuestion[];
  /** On the record page: the moment links seek its player. */
  readonly seek?: (seconds: number) => void;
  /** Shown under the score (e.g. "Open flashcards"). */
  readonly afterScore?: ReactNode;
  /** Heading level of the question and the score, to fit the page outline. */
  readonly headingLevel?: 2 | 3;
  readonly compact?: boolean;
}

/**
 * The multiple-choice quiz: one question at a time as a radio group (arrows move; the "Check answer"
 * button checks by Enter, Space or pointer), the right answer and its lecture moment after each (icon
 * and text, not colour alone), focus on the next action, and the score announced at the end. The
 * rules are core's quizReducer; this only renders them.
 */
export function MultipleChoiceQuiz({
  recordId,
  questions,
  seek,
  afterScore,
  headingLevel = 2,
  compact = false,
}: MultipleChoiceQuizProps) {
  const [state, dispatch] = useReducer(quizReducer, questions, startQuiz);
  const nextButton = useRef<HTMLButtonElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(state.index);
  const shownAnswers = useRef(state.answers.length);
  const question = currentQuestion(state);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const checked = state.checked;
  const total = state.questions.length;

  // The next action takes focus once an answer is checked, and Retry once the score shows.
  useEffect(() => {
    if (checked !== null) nextButton.current?.focus();
  }, [checked]);
  useEffect(() => {
    if (state.finished && state.answers.length > 0) retryButton.current?.focus();
  }, [state.finished, state.answers.length]);
  // A new question (next, or a retry) puts focus on it, so Tab goes on to its choices.
  useEffect(() => {
    const moved = shownIndex.current !== state.index || shownAnswers.current > state.answers.length;
    shownIndex.current = state.index;
    shownAnswers.current = state.answers.length;
    if (moved && !state.finished) questionHeading.current?.focus();
  }, [state.index, state.answers.length, state.finished]);

  const announcement =
    state.finished && total > 0
      ? TEXTS.score(quizScore(state), total)
      : checked !== null && question !== null
        ? TEXTS.checkedAnnouncement(checked.correct, question.answer)
        : "";

  return (
    <div className={compact ? "quiz quiz--compact" : "quiz"}>
      <output className="kit-visually-hidden" aria-live="polite">
        {announcement}
      </output>
      {state.finished ? (
        <section className="quiz-score" aria-labelledby="quiz-score-title">
          <div className="quiz-score__icon" aria-hidden="true">
            <Trophy size={28} />
          </div>
          <Heading id="quiz-score-title" className="quiz-score__title">
            {TEXTS.score(quizScore(state), total)}
          </Heading>
          <p className="quiz-score__text">{TEXTS.scoreText(quizScore(state), total)}</p>
          <div className="quiz-score__actions">
            <button
              type="button"
              ref={retryButton}
              className="kit-button kit-button--primary kit-button--md"
              onClick={() => dispatch({ type: "retried" })}
            >
              {TEXTS.retryQuiz}
            </button>
            {afterScore}
          </div>
        </section>
      ) : question === null ? null : (
        <section className="quiz-question" aria-labelledby={`quiz-q-${question.id}`} key={question.id}>
          <p className="quiz-question__progress">
            {TEXTS.questionOf(state.index + 1, total)}
            <span className="quiz-progress" aria-hidden="true">
              <span style={{ width: `${(state.index / total) * 100}%` }} />
            </span>
          </p>
          <Heading id={`quiz-q-${question.id}`} className="quiz-question__text" tabIndex={-1} ref={questionHeading}>
            {question.question}
          </Heading>
          <RadioGroup
            className="quiz-choices"
            value={state.selected}
            onChange={(choiceId) => dispatch({ type: "selected", choiceId })}
            isDisabled={checked !== null}
          >
            <Label className="kit-visually-hidden">{TEXTS.choicesLabel}</Label>
            {question.choices.map((choice) => {
              const isAnswer = choice.id === question.answerId;
              const mark =
                checked === null ? null : isAnswer ? "right" : checked.choiceId === choice.id ? "wrong" : null;
              return (
                <Radio
                  key={choice.id}
                  value={choice.id}
                  className={`quiz-choice${mark === null ? "" : ` quiz-choice--${mark}`}`}
                >
                  <span className="quiz-choice__mark" aria-hidden="true" />
                  <span className="quiz-choice__text">{choice.text}</span>
                  {mark === "right" && (
                    <span className="quiz-choice__tag quiz-choice__tag--right">
                      <CircleCheck size={16} aria-hidden="true" />
                      {TEXTS.rightAnswer}
                    </span>
                  )}
                  {mark === "wrong" && (
                    <span className="quiz-choice__tag quiz-choice__tag--wrong">
                      <CircleX size={16} aria-hidden="true" />
                      {TEXTS.yourAnswer}
                    </span>
                  )}
                </Radio>
              );
            })}
          </RadioGroup>
          {checked === null ? (
            <div className="quiz-question__actions">
              <Button isDisabled={state.selected === null} onPress={() => dispatch({ type: "checked" })}>
                {TEXTS.check}
              </Button>
            </div>
          ) : (
            <div className={`quiz-feedback quiz-feedback--${checked.correct ? "right" : "wrong"}`}>
              <p className="quiz-feedback__verdict">
                {checked.correct ? (
                  <CircleCheck size={20} aria-hidden="true" />
                ) : (
                  <CircleX size={20} aria-hidden="true" />
                )}
                {checked.correct ? TEXTS.correct : TEXTS.incorrect}
              </p>
              <p className="quiz-feedback__answer">
                <strong>{TEXTS.rightAnswer}:</strong> {question.answer}
              </p>
              {question.summary !== null && <p className="quiz-feedback__summary">{question.summary}</p>}
              <div className="quiz-question__actions">
                <MomentLink recordId={recordId} start={question.start} seek={seek} />
                <button
                  type="button"
                  ref={nextButton}
                  className="kit-button kit-button--primary kit-button--md"
                  onClick={() => dispatch({ type: "next" })}
                >
                  {state.index + 1 < total ? TEXTS.next : TEXTS.seeScore}
                </button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
