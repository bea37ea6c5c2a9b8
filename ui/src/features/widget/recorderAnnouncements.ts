import type { RecorderState } from "@lectern/core/recording/application/Recorder";
import { type Observable, distinctUntilChanged, filter, map, pairwise } from "rxjs";
import { RECORDER_UI_TEXTS } from "./recorderTexts";

/** What a screen reader should hear when the recording starts or ends (errors speak for themselves as alerts). */
export const recorderAnnouncements = (state$: Observable<RecorderState>): Observable<string> =>
  state$.pipe(
    map((state) => state.phase),
    distinctUntilChanged(),
    pairwise(),
    map(([before, after]) => {
      if (after === "recording") return RECORDER_UI_TEXTS.recordingStarted;
      if (before === "stopping" && after === "idle") return RECORDER_UI_TEXTS.recordingStopped;
      return "";
    }),
    filter((text) => text !== ""),
  );
