/** The avatar cropper dialog's words. */
export const AVATAR_TEXTS = {
  dialogTitle: "Crop your photo",
  dialogHint: "Drag the photo to place it in the circle. Arrow keys move it too.",
  cropArea: "Photo crop area",
  loading: "Loading the image…",
  zoom: "Zoom",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  rotateLeft: "Rotate left",
  rotateRight: "Rotate right",
  rotation: (degrees: number) => `Rotated ${degrees}°`,
  cancel: "Cancel",
  save: "Save photo",
  saving: "Saving photo…",
} as const;
