import { spokenReply } from "./tutorAnnouncement";
import type { TutorMessage, TutorSegment } from "./TutorMessage";
import { tutorStreamEvent } from "./tutorStreamEvent";
import { TUTOR_TEXTS } from "./tutorTexts";

/** What the polite live region should say; `serial` changes with every announcement, even a repeated text. */
export interface TutorAnnouncement {
  readonly serial: number;
  readonly text: string;
}

export interface TutorChatState {
  readonly recordId: string | null;
  readonly history: "idle" | "loading" | "ready" | "failed";
  readonly historyError: string | null;
  /** Oldest first: student questions and tutor answers. */
  readonly messages: readonly TutorMessage[];
  /** The tutor message being answered (waiting or streaming): one question at a time. */
  readonly answeringId: string | null;
  readonly clearing: boolean;
  readonly clearError: string | null;
  readonly announcement: TutorAnnouncement | null;
}

export const IDLE_TUTOR_CHAT: TutorChatState = {
  recordId: null,
  history: "idle",
  historyError: null,
  messages: [],
  answeringId: null,
  clearing: false,
  clearError: null,
  announcement: null,
};

export type TutorChatEvent =
  | { readonly type: "opened"; readonly recordId: string }
  | { readonly type: "historyLoaded"; readonly messages: readonly TutorMessage[] }
  | { readonly type: "historyFailed"; readonly message: string }
  | { readonly type: "asked"; readonly question: string; readonly studentId: string; readonly tutorId: string }
  /** One streamed payload, as it came off the wire (decoded here; unknown ones change nothing). */
  | { readonly type: "received"; readonly payload: unknown }
  /** The stream ended; without a `done` before it, the answer was cut off. */
  | { readonly type: "ended" }
  | { readonly type: "failed"; readonly message: string }
  | { readonly type: "stopped" }
  | { readonly type: "clearing" }
  | { readonly type: "cleared" }
  | { readonly type: "clearFailed"; readonly message: string };

/** Text joins the text right before it: one text segment per run between citations. */
export const appendSegment = (segments: readonly TutorSegment[], next: TutorSegment): readonly TutorSegment[] => {
  const last = segments.at(-1);
  if (next.type === "text" && last?.type === "text")
    return [...segments.slice(0, -1), { type: "text", text: last.text + next.text }];
  if (next.type === "text" && next.text === "") return segments;
  return [...segments, next];
};

const announce = (state: TutorChatState, text: string): TutorAnnouncement => ({
  serial: (state.announcement?.serial ?? 0) + 1,
  text,
});

/** Changes the message being answered, if there is one. */
const changeAnswer = (
  state: TutorChatState,
  change: (message: TutorMessage) => TutorMessage,
): readonly TutorMessage[] =>
  state.messages.map((message) => (message.id === state.answeringId ? change(message) : message));

const answering = (state: TutorChatState): TutorMessage | null =>
  state.messages.find((message) => message.id === state.answeringId) ?? null;

/** Ends the answer in `status`; the live region hears `text`. */
const finish = (
  state: TutorChatState,
  status: "complete" | "stopped" | "failed",
  error: string | null,
  text: (message: TutorMessage) => string,
): TutorChatState => {
  const message = answering(state);
  if (message === null) return state;
  const ended: TutorMessage = { ...message, status, error };
  return {
    ...state,
    messages: changeAnswer(state, () => ended),
    answeringId: null,
    announcement: announce(state, text(ended)),
  };
};

const receive = (state: TutorChatState, payload: unknown): TutorChatState => {
  const event = tutorStreamEvent(payload);
  const message = answering(state);
  if (event === null || message === null) return state;
  switch (event.type) {
    case "start":
      return { ...state, messages: changeAnswer(state, (current) => ({ ...current, status: "streaming" })) };
    case "done":
      return finish(state, "complete", null, (ended) => `${TUTOR_TEXTS.repliedPrefix} ${spokenReply(ended.segments)}`);
    default:
      return {
        ...state,
        messages: changeAnswer(state, (current) => ({
          ...current,
          status: "streaming",
          segments: appendSegment(current.segments, event),
        })),
      };
  }
};

/**
 * The tutor chat of one record (a pure state machine; TutorChat runs the requests). Answers fold in
 * as their events arrive; Stop keeps what came; a failure keeps what came and says why.
 */
export const tutorChatReducer = (state: TutorChatState, event: TutorChatEvent): TutorChatState => {
  switch (event.type) {
    case "opened":
      return { ...IDLE_TUTOR_CHAT, recordId: event.recordId, history: "loading" };
    case "historyLoaded":
      return { ...state, history: "ready", historyError: null, messages: event.messages, answeringId: null };
    case "historyFailed":
      return { ...state, history: "failed", historyError: event.message };
    case "asked": {
      if (state.answeringId !== null || state.history !== "ready") return state;
      const student: TutorMessage = {
        id: event.studentId,
        role: "student",
        segments: [{ type: "text", text: event.question }],
        status: "complete",
        error: null,
      };
      const tutor: TutorMessage = { id: event.tutorId, role: "tutor", segments: [], status: "waiting", error: null };
      return {
        ...state,
        messages: [...state.messages, student, tutor],
        answeringId: tutor.id,
        clearError: null,
        announcement: announce(state, TUTOR_TEXTS.answering),
      };
    }
    case "received":
      return receive(state, event.payload);
    case "ended":
      return finish(state, "failed", TUTOR_TEXTS.cutOff, () => TUTOR_TEXTS.cutOff);
    case "failed":
      return finish(state, "failed", event.message, () => event.message);
    case "stopped":
      return finish(state, "stopped", null, () => TUTOR_TEXTS.stoppedAnnouncement);
    case "clearing":
      return { ...state, clearing: true, clearError: null };
    case "cleared":
      return {
        ...state,
        clearing: false,
        messages: [],
        answeringId: null,
        announcement: announce(state, TUTOR_TEXTS.cleared),
      };
    case "clearFailed":
      return { ...state, clearing: false, clearError: event.message };
  }
};
