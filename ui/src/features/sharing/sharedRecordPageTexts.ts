/** The shared record page's own texts (the link errors themselves are core's SHARED_RECORD_TEXTS). */
export const SHARED_RECORD_PAGE_TEXTS = {
  pageTitle: "Shared recording",
  errorCode: (code: number) => `Error ${code}`,
  notFoundHint: "The owner may have stopped sharing it, or the link is not complete.",
  forbiddenHint: "Ask the owner to share the recording with your account, or to turn its link on.",
  logIn: "Log in",
  myRecordings: "Go to my recordings",
} as const;
