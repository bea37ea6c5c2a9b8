import type { TutorChat } from "@lectern/core/study/tutor/TutorChat";
import { useEffect } from "react";

/**
 * The tab's part in the chat's life: it tells the core service which record is on screen. The
 * service keeps the conversation (and an answer still coming) when the tab is left; opening another
 * record is what stops it.
 */
export function useOpenTutor(chat: Pick<TutorChat, "open">, recordId: string, allowed: boolean): void {
  useEffect(() => {
    if (allowed) chat.open(recordId);
  }, [chat, recordId, allowed]);
}
