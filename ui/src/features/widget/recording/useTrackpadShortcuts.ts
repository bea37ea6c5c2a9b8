import type { Trackpad } from "@lectern/core/highlights/application/Trackpad";
import { useEffect } from "react";
import { trackpadActionOf } from "./trackpadShortcuts";

/** The trackpad's keyboard shortcuts, anywhere on the page while it is usable. */
export function useTrackpadShortcuts(trackpad: Pick<Trackpad, "trackback" | "highlight" | "flag">, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const action = trackpadActionOf(event);
      if (!action || event.repeat) return;
      event.preventDefault();
      trackpad[action]();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [trackpad, enabled]);
}
