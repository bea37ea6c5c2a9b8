import type { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { type CaptionsGate, captionsAllowed, captionsGateOf } from "@lectern/core/captions/domain/captionsGate";
import type { Permissions } from "@lectern/core/permissions/domain/Permissions";
import type { RecorderState } from "@lectern/core/recording/application/Recorder";
import { useEffect } from "react";
import { useObservable } from "../../../reactive/useObservable";
import { LiveCaptionsButton } from "./LiveCaptionsButton";
import "./LiveCaptions.css";

export interface CaptionsAccess {
  readonly sessionId: string;
  readonly userId: string;
  readonly gate: CaptionsGate;
}

/**
 * Spec 2 §2.5: the Live Captions button appears only when the session is started on the server and
 * the user has captions enabled; null otherwise.
 */
export const captionsAccessOf = (
  recording: RecorderState,
  userId: string | null,
  permissions: Permissions | null,
): CaptionsAccess | null => {
  const sessionId = recording.phase === "recording" ? recording.sessionId : null;
  const gate = captionsGateOf(sessionId, permissions);
  if (sessionId === null || userId === null || !captionsAllowed(gate)) return null;
  return { sessionId, userId, gate };
};

/**
 * The Live Captions toggle of the side panel. Mounted only while captions are allowed, so leaving
 * that state (the recording ends, the permission goes) unmounts it and stops the captions. The
 * widget records the user's own session, so the user is its host and streams.
 */
export function CaptionsToggle({ captions, access }: { captions: LiveCaptions; access: CaptionsAccess }) {
  const view = useObservable(captions.state$, captions.state);
  useEffect(() => () => captions.stop(), [captions]);
  const toggle = (on: boolean) => {
    if (on) captions.start({ sessionId: access.sessionId, userId: access.userId, role: "host" }, access.gate);
    else captions.stop();
  };
  return <LiveCaptionsButton isAllowed isOn={view.status !== "off"} onChange={toggle} />;
}
