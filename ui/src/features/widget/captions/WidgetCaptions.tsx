import type { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import type { CaptionsAccess } from "@lectern/core/captions/application/captionsAccess";
import { useEffect } from "react";
import { useObservable } from "../../../reactive/useObservable";
import { LiveCaptionsButton } from "./LiveCaptionsButton";
import "./LiveCaptions.css";

/**
 * The Live Captions toggle of the side panel. Mounted only while captions are allowed, so leaving
 * that state (the recording ends, the permission goes) unmounts it and stops the captions.
 */
export function CaptionsToggle({ captions, access }: { captions: LiveCaptions; access: CaptionsAccess }) {
  const view = useObservable(captions.state$, captions.state);
  useEffect(() => () => captions.stop(), [captions]);
  const toggle = (on: boolean) => {
    if (on) captions.start(access.context, access.gate);
    else captions.stop();
  };
  return <LiveCaptionsButton isAllowed isOn={view.status !== "off"} onChange={toggle} />;
}
