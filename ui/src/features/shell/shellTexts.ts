import type { UploadIndicator } from "@lectern/core/app/domain/uploadIndicator";

/** "1 recording", "3 recordings". */
export const recordings = (count: number): string => `${count} ${count === 1 ? "recording" : "recordings"}`;

/** Every text of the main layout's frame, the upload indicator and the error page, in one place. */
export const SHELL_TEXTS = {
  loadFailedTitle: "This page could not be loaded",
  tryAgain: "Try again",
  uploadsRegion: "Uploads",
  viewQueue: "View upload queue",
  allUploaded: "All recordings uploaded successfully",
  /** The indicator's heading: what is going on with the recordings on this device. */
  uploadHeading: (indicator: UploadIndicator): string =>
    indicator.uploading
      ? `Uploading ${recordings(indicator.recordings)}`
      : `${recordings(indicator.recordings)} waiting to upload`,
  uploadParts: (indicator: UploadIndicator): string =>
    `${indicator.uploadedParts} of ${indicator.totalParts} parts uploaded`,
} as const;
