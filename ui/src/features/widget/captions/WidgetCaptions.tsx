import type { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { useObservable } from "../../../reactive/useObservable";
import { LiveCaptionsButton } from "./LiveCaptionsButton";
import "./LiveCaptions.css";

/**
 * The Live Captions toggle of the side panel. Shown only while captions are offered; the widget
 * session starts and stops them (and stops them itself when the recording or the permission goes).
 */
export function CaptionsToggle({
  captions,
  isOn,
  onChange,
}: {
  captions: Pick<LiveCaptions, "state$" | "state">;
  /** The panel is open (captions themselves run for the whole recording); else whether they run. */
  isOn?: boolean;
  onChange: (on: boolean) => void;
}) {
  const view = useObservable(captions.state$, captions.state);
  return <LiveCaptionsButton isAllowed isOn={isOn ?? view.status !== "off"} onChange={onChange} />;
}
