import { GraduationCap, MessageCircleQuestion } from "lucide-react";
import { useId } from "react";
import { TUTOR_UI_TEXTS } from "./tutorUiTexts";

export interface TutorIntroProps {
  readonly recordName: string;
  /** Asks a suggested question as if typed. */
  readonly onSuggest: (question: string) => void;
  readonly disabled: boolean;
}

/** The empty conversation: what the tutor does, and a few questions to start with. */
export function TutorIntro({ recordName, onSuggest, disabled }: TutorIntroProps) {
  const headingId = useId();
  return (
    <div className="tutor-intro">
      <div className="tutor-intro__icon" aria-hidden="true">
        <GraduationCap size={28} />
      </div>
      <h3 className="tutor-intro__title">{TUTOR_UI_TEXTS.introTitle}</h3>
      <p className="tutor-intro__text">{TUTOR_UI_TEXTS.introText(recordName)}</p>
      <p id={headingId} className="tutor-intro__suggestions-title">
        {TUTOR_UI_TEXTS.suggestionsLabel}
      </p>
      <ul className="tutor-intro__suggestions" aria-labelledby={headingId}>
        {TUTOR_UI_TEXTS.suggestions.map((question) => (
          <li key={question}>
            <button
              type="button"
              className="tutor-intro__suggestion"
              disabled={disabled}
              onClick={() => onSuggest(question)}
            >
              <MessageCircleQuestion size={16} aria-hidden="true" />
              {question}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
