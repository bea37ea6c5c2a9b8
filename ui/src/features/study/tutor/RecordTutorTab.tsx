import { TutorChat } from "@lectern/core/study/tutor/TutorChat";
import { IDLE_TUTOR_CHAT, type TutorChatState } from "@lectern/core/study/tutor/tutorChatReducer";
import { CircleX, Lock, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Alert } from "../../../kit/Alert";
import { Button } from "../../../kit/Button";
import { ConfirmDialog } from "../../../kit/ConfirmDialog";
import { EmptyState } from "../../../kit/EmptyState";
import { Skeleton } from "../../../kit/Skeleton";
import { useObservable } from "../../../reactive/useObservable";
import { useService } from "../../../reactive/useService";
import type { StudyTabProps } from "../StudyTabProps";
import { TutorComposer } from "./TutorComposer";
import { TutorConversation } from "./TutorConversation";
import { TutorIntro } from "./TutorIntro";
import { TutorLiveRegion } from "./TutorLiveRegion";
import { useOpenTutor } from "./useOpenTutor";
import { WhenGone } from "./WhenGone";
import { TUTOR_UI_TEXTS } from "./tutorUiTexts";
import "./RecordTutorTab.css";

/** Where a plan with the tutor is bought (spec 3 §2). */
const UPGRADE_PATH = "/billing/product";

const LOADING_BUBBLES = [
  { side: "student", width: "55%" },
  { side: "tutor", width: "80%" },
  { side: "student", width: "40%" },
] as const;

function ConversationLoading() {
  return (
    <div className="tutor-loading" aria-busy="true">
      <output aria-live="polite" className="tutor-loading__text">
        {TUTOR_UI_TEXTS.loading}
      </output>
      {LOADING_BUBBLES.map((bubble, index) => (
        <div key={index} className={`tutor-loading__row tutor-loading__row--${bubble.side}`}>
          <Skeleton width={bubble.width} height={bubble.side === "tutor" ? 64 : 36} />
        </div>
      ))}
    </div>
  );
}

function NotInPlan() {
  return (
    <EmptyState
      icon={<Lock size={28} />}
      title={TUTOR_UI_TEXTS.noPlanTitle}
      headingLevel={3}
      action={<Link to={UPGRADE_PATH}>{TUTOR_UI_TEXTS.seePlans}</Link>}
    >
      <p>{TUTOR_UI_TEXTS.noPlanText}</p>
    </EmptyState>
  );
}

/**
 * The record page's Tutor tab (issue 12, jamAiChatShow): a chat about this lecture whose answers
 * stream in and cite its moments. The conversation lives in the core TutorChat; this renders it and
 * hands the player the moments the student picks.
 */
export function RecordTutorTab({ recordId, recordName, seek, permissions }: StudyTabProps) {
  const chat = useService(TutorChat);
  const allowed = permissions?.jamAiChatShow === true;
  useOpenTutor(chat, recordId, allowed);
  const shown = useObservable(chat.state$, chat.state);
  // Until the service has switched to this record, show it loading rather than another record's chat.
  const state: TutorChatState =
    shown.recordId === recordId ? shown : { ...IDLE_TUTOR_CHAT, recordId, history: "loading" };
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const cleared = useRef(false);

  if (permissions !== null && !allowed) return <NotInPlan />;

  const ready = permissions !== null && state.history === "ready";
  const answering = state.answeringId !== null;
  const ask = (question: string) => chat.ask(question);
  const clear = async () => {
    await chat.clear();
    cleared.current = true;
    setConfirmClear(false);
  };
  // The dialog would hand focus back to "Clear conversation", gone with the conversation: the field takes it.
  const afterDialog = () => {
    if (!cleared.current) return;
    cleared.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) inputRef.current?.focus();
  };

  return (
    <section className="tutor" aria-label={TUTOR_UI_TEXTS.regionLabel}>
      {state.messages.length > 0 && (
        <div className="tutor__toolbar">
          <Button variant="ghost" size="sm" onPress={() => setConfirmClear(true)} isDisabled={state.clearing}>
            <Trash2 size={16} aria-hidden="true" />
            {TUTOR_UI_TEXTS.clear}
          </Button>
        </div>
      )}
      {state.clearError !== null && <Alert kind="error">{state.clearError}</Alert>}
      <div className="tutor__main">
        {(permissions === null || state.history === "loading" || state.history === "idle") && <ConversationLoading />}
        {state.history === "failed" && (
          <EmptyState
            icon={<CircleX size={28} />}
            title={TUTOR_UI_TEXTS.loadFailedTitle}
            headingLevel={3}
            action={
              <Button variant="secondary" onPress={() => chat.retry()}>
                {TUTOR_UI_TEXTS.tryAgain}
              </Button>
            }
          >
            <p>{state.historyError}</p>
          </EmptyState>
        )}
        {ready && state.messages.length === 0 && (
          <TutorIntro
            recordName={recordName}
            disabled={answering}
            onSuggest={(question) => {
              ask(question);
              // The suggestions leave with the empty state: the keyboard lands in the field, not on the page.
              inputRef.current?.focus();
            }}
          />
        )}
        {ready && state.messages.length > 0 && <TutorConversation messages={state.messages} onSeek={seek} />}
      </div>
      <TutorComposer
        answering={answering}
        disabled={!ready}
        onAsk={ask}
        onStop={() => chat.stop()}
        inputRef={inputRef}
      />
      <TutorLiveRegion announcement={state.announcement} />
      <ConfirmDialog
        isOpen={confirmClear}
        title={TUTOR_UI_TEXTS.clearTitle}
        message={
          <>
            <p>{TUTOR_UI_TEXTS.clearMessage}</p>
            <WhenGone onGone={afterDialog} />
          </>
        }
        confirmLabel={TUTOR_UI_TEXTS.clearConfirm}
        confirmVariant="danger"
        isPending={state.clearing}
        onConfirm={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      />
    </section>
  );
}
