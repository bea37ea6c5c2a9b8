/** Spec 2 §3 "Image modal data": the image addresses and where the viewer stands. */
export interface ImageViewerPosition {
  readonly count: number;
  readonly index: number;
}

/** Spec 2 §9: the image modal's loader shows for 800 ms. */
export const IMAGE_LOADER_MS = 800;

/** Where the viewer opens: the chosen image, kept inside the list. */
export const startAt = (count: number, index: number): ImageViewerPosition => ({
  count,
  index: count === 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), count - 1),
});

/** Next wraps from the last image to the first, so the arrow keys never reach a dead end. */
export const nextImage = (position: ImageViewerPosition): ImageViewerPosition =>
  position.count === 0 ? position : { ...position, index: (position.index + 1) % position.count };

export const previousImage = (position: ImageViewerPosition): ImageViewerPosition =>
  position.count === 0 ? position : { ...position, index: (position.index - 1 + position.count) % position.count };

/** Spec 2 §2.4: ArrowLeft and ArrowRight navigate; other keys leave the viewer where it is. */
export const imageAfterKey = (position: ImageViewerPosition, key: string): ImageViewerPosition => {
  if (key === "ArrowRight") return nextImage(position);
  if (key === "ArrowLeft") return previousImage(position);
  return position;
};
