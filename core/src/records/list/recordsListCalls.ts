/** Spec 3 §7 "Sessions": the calls /records makes. */
export const recordsListCalls = {
  list: "sessions",
  session: (sessionId: string) => `sessions/${sessionId}`,
} as const;

/** Spec 3 §7 "Real-time channels": the user's session list channel (SocketPort names it without `private-`). */
export const sessionListChannelName = (userId: string): string => `users-${userId}.sessions`;

/** The list channel's events; `removed` drops the row, the others re-read the session. */
export const SESSION_LIST_EVENTS = ["created", "started", "removed", "changed", "wrapped"] as const;
