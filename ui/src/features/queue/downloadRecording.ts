import type { QueueEntryView, UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { recordingFiles } from "./recordingFiles";

/** Which step failed, so the dialog can say 'fetching' or 'zipping' as spec 2 §8 distinguishes. */
export class RecordingDownloadError extends Error {
  constructor(
    readonly step: "fetch" | "prepare",
    cause: unknown,
  ) {
    super(`Downloading the recording failed while ${step === "fetch" ? "fetching its chunks" : "joining them"}`, {
      cause,
    });
    this.name = "RecordingDownloadError";
  }
}

/**
 * Lists a stored recording's chunks, joins each stream into a playable .webm and hands every file to
 * `save` (spec 2 §2.7; one file for an audio recording, one per stream for screen and camera).
 */
export const downloadRecording = async (
  queue: Pick<UploadQueueContract, "chunksOf">,
  entry: Pick<QueueEntryView, "id" | "label">,
  save: (file: Blob, name: string) => void,
): Promise<void> => {
  let chunks;
  try {
    chunks = await queue.chunksOf(entry.id);
  } catch (cause) {
    throw new RecordingDownloadError("fetch", cause);
  }
  let files;
  try {
    files = await recordingFiles(chunks, entry.label);
  } catch (cause) {
    throw new RecordingDownloadError("prepare", cause);
  }
  for (const file of files) save(file.blob, file.name);
};
