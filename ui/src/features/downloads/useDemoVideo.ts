import { DemoVideo } from "@lectern/core/downloads/DemoVideo";
import { useSearchParams } from "react-router-dom";
import { useService } from "../../reactive/useService";

/** The demo video service, bound by the composition root when the page's route loads ("downloads"). */
export function useDemoVideo(): DemoVideo {
  return useService(DemoVideo);
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
