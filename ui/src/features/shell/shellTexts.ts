import type { UploadIndicator } from "@lectern/core/app/domain/uploadIndicator";

const recordings = (count: number): string => `${count} ${count === 1 ? "recording" : "recordings"}`;

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
  errorTitle: "Something went wrong",
  errorMessage: "Lectern could not finish what you asked for.",
  errorCodeTitle: (code: string): string => `Error ${code}`,
  errorHelp: "If this keeps happening, contact Lectern support and quote the code above.",
  errorHelpWithoutCode: "Try again, or go back to your recordings. If this keeps happening, contact Lectern support.",
  backToRecordings: "Back to your recordings",
} as const;
