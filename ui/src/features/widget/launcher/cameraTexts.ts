/** The launcher's camera select texts (spec 2 §2.2 "a camera select"). */
export const CAMERA_TEXTS = {
  label: "Camera",
  none: "No camera",
  previewButton: "Camera preview",
  previewTitle: "Camera preview",
  previewClose: "Close",
  previewVideo: "Live camera picture",
  previewUnavailable: "The camera picture is not available.",
} as const;
