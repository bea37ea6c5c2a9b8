import type { AskOutcome } from "@lectern/core/study/tutor/TutorChat";
import { SendHorizontal, Square } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../kit/Button";
import { TUTOR_UI_TEXTS } from "./tutorUiTexts";

export interface TutorComposerProps {
  /** An answer is coming: Stop replaces Send (the field stays editable for the next question). */
  readonly answering: boolean;
  /** The conversation is not read yet: nothing can be sent. */
  readonly disabled: boolean;
  readonly onAsk: (question: string) => AskOutcome;
  readonly onStop: () => void;
  readonly inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The question form: a labelled multi-line field (Enter sends, Shift+Enter breaks the line), Send, and
 * Stop while an answer streams. When Stop goes away under the keyboard's focus (pressed, or the answer
 * ended), focus returns to the field rather than falling to the page.
 */
export function TutorComposer({ answering, disabled, onAsk, onStop, inputRef }: TutorComposerProps) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const stopHadFocus = useRef(false);
  const hintId = useId();
  const problemId = useId();

  useEffect(() => {
    if (answering || !stopHadFocus.current) return;
    stopHadFocus.current = false;
    // Only when focus was really lost with the button (not when the student has moved on).
    const active = document.activeElement;
    if (active === null || active === document.body) inputRef.current?.focus();
  }, [answering, inputRef]);

  const send = () => {
    if (answering || disabled) return;
    const outcome = onAsk(draft);
    if (outcome.ok) {
      setDraft("");
      setProblem(null);
    } else if (outcome.message !== null) {
      setProblem(outcome.message);
      inputRef.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className="tutor-composer" onSubmit={onSubmit} aria-busy={answering || undefined}>
      <label className="tutor-composer__label" htmlFor={`${hintId}-field`}>
        {TUTOR_UI_TEXTS.fieldLabel}
      </label>
      <div className={`tutor-composer__box${problem === null ? "" : " tutor-composer__box--invalid"}`}>
        <textarea
          ref={inputRef}
          id={`${hintId}-field`}
          className="tutor-composer__input"
          rows={2}
          value={draft}
          placeholder={TUTOR_UI_TEXTS.placeholder}
          aria-describedby={problem === null ? hintId : `${problemId} ${hintId}`}
          aria-invalid={problem !== null || undefined}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            if (problem !== null) setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="tutor-composer__actions">
          {answering ? (
            <Button
              key="stop"
              variant="secondary"
              size="sm"
              onFocus={() => (stopHadFocus.current = true)}
              // A button removed from the page blurs with no next target: that is not the student leaving it.
              onBlur={(event) => {
                if (event.relatedTarget !== null) stopHadFocus.current = false;
              }}
              onPress={() => {
                stopHadFocus.current = true;
                onStop();
              }}
            >
              <Square size={14} aria-hidden="true" fill="currentColor" />
              {TUTOR_UI_TEXTS.stop}
            </Button>
          ) : (
            // Its own node (keyed), so Stop's focus never silently becomes Send's.
            <Button key="send" type="submit" size="sm" isDisabled={disabled}>
              <SendHorizontal size={16} aria-hidden="true" />
              {TUTOR_UI_TEXTS.send}
            </Button>
          )}
        </div>
      </div>
      {problem !== null && (
        <p id={problemId} className="tutor-composer__problem">
          {problem}
        </p>
      )}
      <p id={hintId} className="tutor-composer__hint">
        {TUTOR_UI_TEXTS.fieldHint}
      </p>
    </form>
  );
}
