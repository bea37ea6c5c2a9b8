import { PROFILE_TEXTS as T } from "./profileTexts";

/**
 * The avatar cropper's constants (spec 3 §9 "Cropper defaults"): a 275 × 275 output, a 40 × 40
 * minimum, anti-aliasing on, zoom step 0.05 and slider buttons of 0.1. The source file's maximum is
 * not given by the spec: 5 MB is ours (a phone photo fits; the output is small whatever the input).
 * The zoom scale runs from ZOOM_MIN to 1 (spec 3 §5): ZOOM_MIN is ours too, see `magnification`.
 */
export const CROPPER = {
  outputWidth: 275,
  outputHeight: 275,
  minWidth: 40,
  minHeight: 40,
  antiAliasing: true,
  roundCrop: true,
  zoomStep: 0.05,
  zoomButtonStep: 0.1,
  zoomMin: 0.25,
  zoomMax: 1,
  maxFileBytes: 5 * 1024 * 1024,
} as const;

/** Rotations the cropper accepts (spec 3 §5): multiples of 90 from 0 to 360. */
export const ROTATIONS = [0, 90, 180, 270, 360] as const;
export type Rotation = (typeof ROTATIONS)[number];

export interface CropArea {
  readonly round: boolean;
  readonly width: number;
  readonly height: number;
}

/** A round crop area needs equal width and height, otherwise an error (spec 3 §5). */
export const cropAreaProblem = ({ round, width, height }: CropArea): string | null =>
  round && width !== height ? T.roundCropNotSquare : null;

export const isRotation = (degrees: number): degrees is Rotation => (ROTATIONS as readonly number[]).includes(degrees);

/** Only 0, 90, 180, 270 or 360 (spec 3 §5). */
export const rotationProblem = (degrees: number): string | null => (isRotation(degrees) ? null : T.rotationInvalid);

/**
 * `quarterTurns` steps of 90° (negative: anticlockwise) from an accepted rotation; the result is
 * one of 0, 90, 180, 270 (360 is the same picture as 0, so turning never produces it). A rotation
 * that is not accepted counts as 0.
 */
export const rotate = (current: number, quarterTurns: number): Rotation => {
  const from = isRotation(current) ? current : 0;
  const steps = Math.trunc(quarterTurns);
  return ((((from + 90 * steps) % 360) + 360) % 360) as Rotation;
};

/** Whether width and height swap at this rotation (the crop's output frame is square anyway). */
export const isSideways = (rotation: Rotation): boolean => rotation === 90 || rotation === 270;

export interface ImageFile {
  /** The MIME type the browser gives the file ('' when it does not know). */
  readonly type: string;
  readonly size: number;
}

/** A non-image gives a type error; an image above the maximum a size error (spec 3 §5). */
export const imageFileProblem = (file: ImageFile, maxBytes: number = CROPPER.maxFileBytes): string | null => {
  if (!file.type.toLowerCase().startsWith("image/")) return T.fileNotImage;
  if (file.size > maxBytes) return T.fileTooBig(Math.round((maxBytes / (1024 * 1024)) * 10) / 10);
  return null;
};

/** An image that decoded smaller than the cropper's minimum cannot give a photo. */
export const imageSizeProblem = (width: number, height: number): string | null =>
  width < CROPPER.minWidth || height < CROPPER.minHeight ? T.imageTooSmall(CROPPER.minWidth, CROPPER.minHeight) : null;

/**
 * The part of the image the crop keeps, in image pixels, must be at least the minimum; a size that
 * is not a number (nothing laid out yet) keeps nothing.
 */
export const cropSizeProblem = (width: number, height: number): string | null =>
  Math.round(width) >= CROPPER.minWidth && Math.round(height) >= CROPPER.minHeight
    ? null
    : T.cropTooSmall(CROPPER.minWidth, CROPPER.minHeight);

/** Zoom values move in steps of 0.05: floats are rounded to the hundredth so 0.1 + 0.2 stays 0.3. */
const toHundredths = (value: number): number => Math.round(value * 100) / 100;

/**
 * The zoom scale, clamped between the minimum and 1, falling back to the minimum below it
 * (spec 3 §5). A value that is not a number also falls back to the minimum.
 */
export const clampZoom = (value: number, minimum: number = CROPPER.zoomMin): number => {
  if (!Number.isFinite(value) || value < minimum) return minimum;
  return value > CROPPER.zoomMax ? CROPPER.zoomMax : toHundredths(value);
};

/** One press of the slider's − or + button (0.1; spec 3 §9), clamped. */
export const zoomByButton = (current: number, direction: 1 | -1, minimum: number = CROPPER.zoomMin): number =>
  clampZoom(toHundredths(clampZoom(current, minimum) + direction * CROPPER.zoomButtonStep), minimum);

/**
 * How much bigger the view shows the image than at the smallest scale: the minimum shows the whole
 * short side of the image in the crop, 1 shows 1/ZOOM_MIN of that (4×). A cropper widget that
 * counts zoom from 1 upwards (react-easy-crop) takes this number.
 */
export const magnification = (scale: number, minimum: number = CROPPER.zoomMin): number =>
  clampZoom(scale, minimum) / minimum;
