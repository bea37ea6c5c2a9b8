import type { LiveCaptions } from "@lectern/core/captions/application/LiveCaptions";
import { Alert } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { CAPTIONS_UI_TEXTS } from "./captionsUiTexts";

/**
 * Issue 21: where the browser cannot caption live (no recogniser, or its service out of reach),
 * the recording gets no transcript as it records. Said before recording (the launcher) and during
 * it, as a status that does not stand in the way, with what the student can do about it.
 */
export function NoLiveTranscriptNotice({
  captions,
  when,
}: {
  captions: Pick<LiveCaptions, "state$" | "state">;
  when: "before" | "during";
}) {
  const view = useObservable(captions.state$, captions.state);
  if (view.recognizer === "available") return null;
  return (
    <Alert kind="info" title={CAPTIONS_UI_TEXTS.noLiveTranscriptTitle}>
      <p>{when === "before" ? CAPTIONS_UI_TEXTS.noLiveTranscriptBefore : CAPTIONS_UI_TEXTS.noLiveTranscriptDuring}</p>
    </Alert>
  );
}
