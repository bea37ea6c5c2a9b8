import type { QueueEntryView, UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { useState } from "react";
import { RecordingDownloadError, downloadRecording } from "./downloadRecording";
import { QUEUE_UI_TEXTS } from "./queueTexts";

export interface RecordingDownload {
  /** The entry being prepared, or null. One at a time: each holds a whole recording in memory. */
  readonly zippingId: string | null;
  /** The spec's message for the last failure, cleared by the next attempt. */
  readonly error: string | null;
  download(entry: QueueEntryView): Promise<void>;
}

/** Runs downloadRecording for the stored-records dialog and keeps its wait and error state. */
export function useRecordingDownload(
  queue: Pick<UploadQueueContract, "chunksOf">,
  save: (file: Blob, name: string) => void,
): RecordingDownload {
  const [zippingId, setZippingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (entry: QueueEntryView) => {
    setZippingId(entry.id);
    setError(null);
    try {
      await downloadRecording(queue, entry, save);
    } catch (failure) {
      const fetching = failure instanceof RecordingDownloadError && failure.step === "fetch";
      setError(fetching ? QUEUE_UI_TEXTS.fetchError : QUEUE_UI_TEXTS.zipError);
    } finally {
      setZippingId(null);
    }
  };
  return { zippingId, error, download };
}
