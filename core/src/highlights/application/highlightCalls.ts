/** Spec 3 §7 "Sessions": the highlight (poi) calls and the user's trackpad settings. */
export const highlightCalls = {
  create: (sessionId: string) => `sessions/${sessionId}/relationships/pois`,
  list: (sessionId: string) => `sessions/${sessionId}/relationships/pois`,
  edit: (highlightId: string) => `pois/${highlightId}`,
  remove: (highlightId: string) => `pois/${highlightId}`,
  watch: (sessionId: string) => `sessions/${sessionId}/relationships/pois/watch`,
  settings: () => "v2/user/settings",
} as const;
