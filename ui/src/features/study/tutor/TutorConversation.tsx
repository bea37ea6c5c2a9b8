import type { TutorMessage } from "@lectern/core/study/tutor/TutorMessage";
import { useLayoutEffect, useRef } from "react";
import { TutorMessageItem } from "./TutorMessageItem";
import { TUTOR_UI_TEXTS } from "./tutorUiTexts";

export interface TutorConversationProps {
  readonly messages: readonly TutorMessage[];
  readonly onSeek: (seconds: number) => void;
}

/** How close to the bottom still counts as "reading the newest" (px). */
const FOLLOW_SLACK = 48;

/**
 * The questions and answers, oldest first. While the reader is at the bottom it stays there as an
 * answer grows; scrolled up to read something earlier, it is left alone.
 */
export function TutorConversation({ messages, onSeek }: TutorConversationProps) {
  const scroller = useRef<HTMLElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    // Every change of the conversation (a new piece of an answer too) keeps a following reader at the end.
    if (element && following.current && messages.length > 0) element.scrollTop = element.scrollHeight;
  }, [messages]);

  return (
    <section
      ref={scroller}
      className="tutor-conversation"
      // A scrolling conversation must be reachable from the keyboard to scroll back (WCAG 2.1.1).
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={TUTOR_UI_TEXTS.conversationLabel}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK;
      }}
    >
      <ol className="tutor-conversation__list">
        {messages.map((message) => (
          <TutorMessageItem key={message.id} message={message} onSeek={onSeek} />
        ))}
      </ol>
    </section>
  );
}
