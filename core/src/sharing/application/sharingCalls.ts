/** Spec 3 §7 "Sharing and sessions" and the sharing contract: the owner's share calls. */
export const sharingCalls = {
  /** Turns the link on; empty body. */
  linkOn: (sessionId: string) => `v2/session/${sessionId}/share`,
  /** Stops sharing the record: link off and nobody listed. */
  unshare: (sessionId: string) => `v2/session/${sessionId}/unshare`,
  /** Saves the link's settings and replaces the people. */
  save: (sessionId: string) => `sessions/${sessionId}/share`,
  shareHighlight: (poiId: string) => `pois/${poiId}/share`,
  unshareHighlight: (poiId: string) => `pois/${poiId}/unshare`,
} as const;
