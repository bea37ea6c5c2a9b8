import type { QueueEntryView, UploadQueueContract } from "@lectern/core/queue/application/UploadQueueContract";
import { recordingZipName, zipRecording } from "./zipRecording";

/** Which step failed, so the dialog can say 'fetching' or 'zipping' as spec 2 §8 distinguishes. */
export class RecordingDownloadError extends Error {
  constructor(
    readonly step: "fetch" | "zip",
    cause: unknown,
  ) {
    super(`Downloading the recording failed while ${step === "fetch" ? "fetching its chunks" : "zipping"}`, { cause });
    this.name = "RecordingDownloadError";
  }
}

/** Lists a stored recording's chunks, zips them and hands the zip to `save` (spec 2 §2.7). */
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
  let zip: Blob;
  try {
    zip = await zipRecording(chunks);
  } catch (cause) {
    throw new RecordingDownloadError("zip", cause);
  }
  save(zip, recordingZipName(entry.label));
};
