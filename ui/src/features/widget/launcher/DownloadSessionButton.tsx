import { NOT_READY_QUEUE_STATE, type UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { LAUNCHER_TEXTS } from "@lectern/core/recording/domain/launcherTexts";
import { Download } from "lucide-react";
import { useEffect, useId } from "react";
import { Button, useToasts } from "../../../kit";
import { useObservable } from "../../../reactive/useObservable";
import { browserQueueActions } from "../../queue/browserQueueActions";
import { QUEUE_UI_TEXTS } from "../../queue/queueTexts";
import { useRecordingDownload } from "../../queue/useRecordingDownload";

export interface DownloadSessionButtonProps {
  queue: Pick<UploadQueueContract, "state$" | "chunksOf">;
  /** The queue item of the recording running now, or else of the last one; null before any. */
  itemId: string | null;
}

/**
 * Spec 2 §2.1: the top bar's download-session button — the current (or last) recording's parts on
 * this device as a zip, the same zip as the complete screen's download modal. Once a recording is
 * uploaded its copy here is gone, so the button says there is nothing to download.
 */
export function DownloadSessionButton({ queue, itemId }: DownloadSessionButtonProps) {
  const queueState = useObservable(queue.state$, NOT_READY_QUEUE_STATE);
  const entry = itemId === null ? null : (queueState.entries.find((candidate) => candidate.id === itemId) ?? null);
  const download = useRecordingDownload(queue, browserQueueActions.saveFile);
  const reasonId = useId();
  const zipping = download.zippingId !== null;
  const toasts = useToasts();
  // The top bar has no room for a banner: a failed zip is told in a toast, with the spec's words (§8).
  useEffect(() => {
    if (download.error) toasts.show({ text: download.error, type: "danger" });
  }, [download.error, toasts]);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="widget-top-bar__action"
        aria-label={LAUNCHER_TEXTS.downloadSession}
        aria-describedby={entry ? undefined : reasonId}
        isDisabled={!entry}
        isPending={zipping}
        onPress={() => {
          if (entry) void download.download(entry);
        }}
      >
        <Download size={18} aria-hidden="true" />
      </Button>
      {!entry && (
        <span id={reasonId} className="kit-visually-hidden">
          {LAUNCHER_TEXTS.nothingToDownload}
        </span>
      )}
      <output className="kit-visually-hidden" aria-live="polite">
        {zipping ? QUEUE_UI_TEXTS.zipping : ""}
      </output>
    </>
  );
}
