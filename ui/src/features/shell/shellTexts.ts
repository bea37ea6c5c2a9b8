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
  /** The logout warning while recordings are still on this device (issue 19). */
  logoutTitle: "Your recordings are still uploading",
  logoutMessage: (onDevice: number): string =>
    `${recordings(onDevice)} ${onDevice === 1 ? "has" : "have"} not finished uploading. If you log out now, ` +
    `${onDevice === 1 ? "it stays" : "they stay"} safely on this device and ${onDevice === 1 ? "finishes" : "finish"} ` +
    `uploading the next time you sign in here. Nobody else who signs in on this device can see or upload ` +
    `${onDevice === 1 ? "it" : "them"}.`,
  logoutWaiting: (inProgress: number): string =>
    `Waiting for ${recordings(inProgress)} to finish uploading. You will be logged out as soon as ${inProgress === 1 ? "it has" : "they have"}.`,
  logoutParts: (uploaded: number, total: number): string => `${uploaded} of ${total} parts uploaded`,
  logoutStay: "Stay signed in",
  logoutWhenFinished: "Log out when finished",
  logoutNow: "Log out now",
} as const;
