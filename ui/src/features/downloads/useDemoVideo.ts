import { DemoVideo } from "@lectern/core/downloads/DemoVideo";
import { useContext, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { bindDownloads } from "../../composition/bindDownloads";
import { ContainerContext } from "../../composition/ContainerContext";

/**
 * The demo video service, bound on first use by this (lazy) page rather than by the first load,
 * which every visitor of /auth/login pays for.
 */
export function useDemoVideo(): DemoVideo {
  const container = useContext(ContainerContext);
  if (!container) throw new Error("useDemoVideo needs a ContainerContext provider");
  return useMemo(() => {
    bindDownloads(container);
    return container.get(DemoVideo);
  }, [container]);
}

/** `?play=1` (spec 3 §2) is the dialog's open state: opening adds it, closing removes it; other parameters stay. */
export function usePlayParameter(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get("play") === "1";
  const setOpen = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("play", "1");
        else updated.delete("play");
        return updated;
      },
      { replace: true },
    );
  return [open, setOpen];
}
