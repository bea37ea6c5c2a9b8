/** Spec 3 §7 "Sharing and sessions" as the wire contract of issue 13 names them (rules 7, 8, 9). */
export const sharedRecordCalls = {
  /** The shared record's session document plus its viewer meta; bearer optional. */
  sharedSession: (sessionId: string) => `v2/session/shared/${sessionId}`,
  /** Adds the shared record to the signed-in viewer's bookmarks (204). */
  bookmark: (sessionId: string) => `v2/session/${sessionId}/bookmark`,
  /** The shared permission set for a viewer of shared session {id}. */
  sharedPermissions: (sessionId: string) => `v2/users/check-shared-permissions/${sessionId}`,
} as const;

/** `?with=relations`: the same parts as the owner's `GET sessions/{id}?include=…`. */
export const SHARED_SESSION_QUERY = { with: "relations" } as const;
