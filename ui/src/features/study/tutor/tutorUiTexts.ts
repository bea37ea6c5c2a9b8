import type { CitationSource } from "@lectern/core/study/tutor/TutorMessage";

/** The Tutor tab's words, in one place so tests can import them. */
export const TUTOR_UI_TEXTS = {
  regionLabel: "Tutor",
  conversationLabel: "Conversation with the tutor",
  introTitle: "Ask the tutor about this lecture",
  introText: (recordName: string) =>
    `Answers come from what was said in “${recordName}”, your highlights and your notes, and point to the moment they came from.`,
  suggestionsLabel: "Questions to start with",
  suggestions: [
    "What are the main ideas of this lecture?",
    "Which terms should I know for the exam?",
    "Was any work set for next time?",
  ],
  fieldLabel: "Ask about this lecture",
  fieldHint: "Enter sends, Shift+Enter starts a new line.",
  placeholder: "For example: what should I revise for the exam?",
  send: "Send",
  stop: "Stop",
  you: "You",
  tutor: "Tutor",
  thinking: "Looking through the lecture…",
  answering: "Answering…",
  stopped: "Stopped",
  stoppedHint: "You stopped this answer; what came before is kept.",
  failedTitle: "No answer",
  cite: (label: string, source: CitationSource) =>
    source === "highlight"
      ? `Play from ${label}, from your highlight`
      : source === "note"
        ? `Play from ${label}, near your note`
        : `Play from ${label}`,
  citeSource: { transcript: "the lecture", highlight: "your highlight", note: "your note" } satisfies Record<
    CitationSource,
    string
  >,
  clear: "Clear conversation",
  clearTitle: "Clear the conversation?",
  clearMessage: "Your questions and the tutor's answers about this lecture will be deleted. This cannot be undone.",
  clearConfirm: "Clear",
  loading: "Loading the conversation…",
  loadFailedTitle: "The conversation could not be loaded",
  tryAgain: "Try again",
  noPlanTitle: "The tutor is not part of your plan.",
  noPlanText: "Upgrade to ask questions about your lectures and get answers that point to the moment they came from.",
  seePlans: "See plans",
} as const;
