import type { TutorMessage } from "@lectern/core/study/tutor/TutorMessage";
import { CircleAlert, CircleStop, GraduationCap } from "lucide-react";
import { TutorCitationButton } from "./TutorCitationButton";
import { TUTOR_UI_TEXTS } from "./tutorUiTexts";

export interface TutorMessageItemProps {
  readonly message: TutorMessage;
  readonly onSeek: (seconds: number) => void;
}

/** What is under way, said in words (and a moving caret), not by colour or motion alone. */
function Progress({ status }: { status: TutorMessage["status"] }) {
  if (status === "waiting")
    return (
      <span className="tutor-message__progress">
        <span className="tutor-dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {TUTOR_UI_TEXTS.thinking}
      </span>
    );
  if (status === "streaming") return <span className="tutor-message__progress">{TUTOR_UI_TEXTS.answering}</span>;
  return null;
}

/**
 * One turn of the conversation: the student's question (right) or the tutor's answer (left), its text
 * as plain text (never markup) with citations inline, and what became of it: still coming, stopped, failed.
 */
export function TutorMessageItem({ message, onSeek }: TutorMessageItemProps) {
  const fromTutor = message.role === "tutor";
  const hasText = message.segments.length > 0;
  return (
    <li
      className={`tutor-message tutor-message--${message.role} tutor-message--${message.status}`}
      aria-busy={message.status === "waiting" || message.status === "streaming" || undefined}
    >
      {fromTutor && (
        <span className="tutor-message__avatar" aria-hidden="true">
          <GraduationCap size={16} />
        </span>
      )}
      <div className="tutor-message__body">
        <span className="tutor-message__who">{fromTutor ? TUTOR_UI_TEXTS.tutor : TUTOR_UI_TEXTS.you}</span>
        {(hasText || message.status === "waiting" || message.status === "streaming") && (
          <div className="tutor-message__bubble">
            {hasText && (
              <p className="tutor-message__text">
                {message.segments.map((segment, index) =>
                  segment.type === "text" ? (
                    <span key={index}>{segment.text}</span>
                  ) : (
                    <TutorCitationButton key={index} cite={segment} onSeek={onSeek} />
                  ),
                )}
                {message.status === "streaming" && <span className="tutor-caret" aria-hidden="true" />}
              </p>
            )}
            <Progress status={message.status} />
          </div>
        )}
        {message.status === "stopped" && (
          <p className="tutor-message__marker" title={TUTOR_UI_TEXTS.stoppedHint}>
            <CircleStop size={14} aria-hidden="true" />
            {TUTOR_UI_TEXTS.stopped}
          </p>
        )}
        {message.status === "failed" && message.error !== null && (
          <p className="tutor-message__error">
            <CircleAlert size={16} aria-hidden="true" />
            <span>
              <span className="kit-visually-hidden">{TUTOR_UI_TEXTS.failedTitle}: </span>
              {message.error}
            </span>
          </p>
        )}
      </div>
    </li>
  );
}
