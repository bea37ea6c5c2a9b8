import type { Permissions } from "../../permissions/domain/Permissions";
import type { RecorderState } from "../../recording/application/Recorder";
import { sessionRoleOf } from "../../recording/application/Recorder";
import { type CaptionsGate, captionsAllowed, captionsGateOf } from "../domain/captionsGate";
import type { CaptionsContext } from "./LiveCaptions";

/** What starting captions for the recording in progress needs: who listens where, and the gate. */
export interface CaptionsAccess {
  readonly context: CaptionsContext;
  readonly gate: CaptionsGate;
}

/**
 * Spec 2 §2.5, §4.11: captions are offered only once the session is started on the server and the
 * user has captions enabled (null otherwise). The host streams; a participant (a session with a
 * parent) only listens on the host's session channel.
 */
export const captionsAccessOf = (
  recording: RecorderState,
  userId: string | null,
  permissions: Permissions | null,
): CaptionsAccess | null => {
  if (recording.phase !== "recording") return null;
  const { sessionId, parentSessionId } = recording;
  const gate = captionsGateOf(sessionId, permissions);
  if (sessionId === null || userId === null || !captionsAllowed(gate)) return null;
  const role = sessionRoleOf(recording);
  const context: CaptionsContext =
    role === "host" || parentSessionId === null
      ? { sessionId, userId, role }
      : { sessionId, userId, role, parentSessionId };
  return { context, gate };
};
