import type { Permissions } from "../../permissions/domain/Permissions";

/** What decides whether captions may run (spec 2 §2.5, §6). */
export interface CaptionsGate {
  /** The session is started on the server (a local placeholder id does not count). */
  readonly sessionStarted: boolean;
  /** The user's liveCaptions permission. */
  readonly liveCaptions: boolean;
}

/** Spec 2 §2.5: the Live Captions button (and captions) only when the session is started and captions are enabled. */
export const captionsAllowed = (gate: CaptionsGate): boolean => gate.sessionStarted && gate.liveCaptions;

/** The gate for a recording's server session id (null while it is only local) and the user's permissions. */
export const captionsGateOf = (serverSessionId: string | null, permissions: Permissions | null): CaptionsGate => ({
  sessionStarted: serverSessionId !== null,
  liveCaptions: permissions?.liveCaptions === true,
});
