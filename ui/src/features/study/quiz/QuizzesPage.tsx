import { QuizDecks } from "@lectern/core/study/quiz/QuizDecks";
import { ArrowLeft, Layers } from "lucide-react";
import { useMemo } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../../hooks/usePageTitle";
import { PageHeader } from "../../../kit";
import { TabsBar, type TabsBarTab, tabForLocation } from "../../../kit/TabsBar";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import { useSession } from "../../shell/useSession";
import { MultipleChoiceQuiz } from "./MultipleChoiceQuiz";
import { QuizDeckStatus, QuizSkeleton, QuizSourceNote } from "./QuizDeckStatus";
import { QuizNotInPlan } from "./QuizNotInPlan";
import { QUIZ_TEXTS as TEXTS } from "./quizTexts";
import { RecordFlashcards } from "./RecordFlashcards";
import "./quiz.css";

const MODES: readonly TabsBarTab[] = [
  { id: "quiz", title: TEXTS.modes.quiz },
  { id: "flashcards", title: TEXTS.modes.flashcards },
];

const ownRecordPath = (id: string) => `/records/${id}`;

export interface QuizzesPageProps {
  /** The record's own address (the back link, flashcards). @default /records/{id} */
  readonly recordPath?: (id: string) => string;
  /** /shared-records/{id}/quizzes: nothing is generated here. @default false */
  readonly shared?: boolean;
}

/** The deck of one record, read while this page shows it (only asked for with quizShow). */
function RecordQuizzes({ id, recordPath, shared }: { readonly id: string } & QuizzesPageProps) {
  const decks = useService(QuizDecks);
  const deck = useMemo(() => decks.deck(id), [decks, id]);
  const state = useObservable(deck.state$, deck.state);
  const { state: session } = useSession();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const currentUrl = location.pathname + location.search;
  const mode = tabForLocation(MODES, currentUrl, "mode")?.id ?? "quiz";
  const name = state.phase === "ready" ? state.recordName : null;
  usePageTitle(name === null ? TEXTS.pageTitle : `${TEXTS.pageTitle}: ${name}`);
  // A shared record's quizzes are read, never generated, by whoever it is shared with.
  const canGenerate = !shared && session.permissions?.quizGeneration === true;
  const recordAddress = (recordPath ?? ownRecordPath)(id);

  const header = (
    <div className="quizzes-page__header">
      <Link to={recordAddress} className="quizzes-page__back">
        <ArrowLeft size={16} aria-hidden="true" />
        {name === null || name === "" ? TEXTS.backToRecording : TEXTS.backToRecord(name)}
      </Link>
      <PageHeader title={name === null || name === "" ? TEXTS.pageTitle : name} description={TEXTS.pageDescription} />
    </div>
  );
  const status = <QuizDeckStatus deck={deck} state={state} canGenerate={canGenerate} />;
  if (state.phase !== "ready" || state.questions.length === 0 || state.generation.status !== "idle") {
    return (
      <div className="page quizzes-page">
        {header}
        {status}
      </div>
    );
  }
  const questionKey = state.questions.map((question) => question.id).join(",");
  return (
    <div className="page quizzes-page">
      {header}
      <QuizSourceNote state={state} />
      <TabsBar
        tabs={MODES}
        currentUrl={currentUrl}
        param="mode"
        label={TEXTS.modesLabel}
        onSelect={(tab) =>
          setParams(
            (current) => {
              const copy = new URLSearchParams(current);
              copy.set("mode", tab.id);
              return copy;
            },
            { replace: true },
          )
        }
      >
        {mode === "quiz" ? (
          <MultipleChoiceQuiz
            key={questionKey}
            recordId={id}
            questions={state.questions}
            afterScore={
              <Link
                to={`${recordAddress}/quizzes?mode=flashcards`}
                className="kit-button kit-button--secondary kit-button--md"
              >
                <Layers size={16} aria-hidden="true" />
                {TEXTS.openFlashcards}
              </Link>
            }
          />
        ) : (
          <RecordFlashcards deck={deck} state={state} />
        )}
      </TabsBar>
    </div>
  );
}

/**
 * /records/{id}/quizzes (spec 3 §2): the record's multiple-choice quiz and its flashcards. Without
 * quizShow the page explains and offers the upgrade, and never asks the server (its 403 would end
 * the signed-in session).
 */
export function QuizzesPage({ recordPath, shared = false }: QuizzesPageProps = {}) {
  const { id = "" } = useParams();
  const { state } = useSession();
  if (state.permissionsLoading || state.permissions === null) {
    return (
      <div className="page quizzes-page">
        <QuizSkeleton />
      </div>
    );
  }
  if (state.permissions.quizShow !== true) {
    return (
      <div className="page quizzes-page">
        <PageHeader title={TEXTS.pageTitle} />
        <QuizNotInPlan />
      </div>
    );
  }
  return <RecordQuizzes key={id} id={id} shared={shared} {...(recordPath ? { recordPath } : {})} />;
}
