/** The tutor's texts: the contract's server texts (issue 12) and what the chat says of its own. */
export const TUTOR_TEXTS = {
  /** The server's answers, verbatim (the client shows what the server says; these are for tests and checks). */
  blankQuestion: "Ask a question about this lecture.",
  notInLecture: "I could not find that in this lecture.",
  notInPlan: "The tutor is not part of your plan.",
  /** A stream that closed before its `done` event. */
  cutOff: "The connection closed before the answer was complete. Ask again to get the whole answer.",
  /** A failure with no text of its own. */
  couldNotAnswer: "The tutor could not answer just now. Try again.",
  /** What the polite live region says (whole replies only, never word by word). */
  answering: "The tutor is answering…",
  stoppedAnnouncement: "Stopped. The answer so far is kept.",
  cleared: "Conversation cleared.",
  repliedPrefix: "The tutor replied:",
} as const;
