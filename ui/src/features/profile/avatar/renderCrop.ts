import { CROPPER, type Rotation, cropAreaProblem } from "@lectern/core/profile/domain/cropRules";

/** The part of the (rotated) image the crop keeps, in image pixels, as react-easy-crop reports it. */
export interface CropPixels {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const loadImage = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be decoded."));
    image.src = url;
  });

/**
 * Decodes the picked file's object URL and reports its natural size, or that it could not be
 * loaded (spec 3 §5) — a corrupt file, or a format the browser cannot show.
 */
export const probeImage = (url: string): Promise<{ width: number; height: number }> =>
  loadImage(url).then((image) => ({ width: image.naturalWidth, height: image.naturalHeight }));

/** The bounding box of a width × height picture turned by `rotation`. */
const turnedSize = (width: number, height: number, rotation: Rotation) =>
  rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };

/**
 * Draws the crop into a 275 × 275 PNG (spec 3 §9) with anti-aliasing on, in one pass: the output
 * canvas is scaled so `pixels` of the rotated image fill it. react-easy-crop measures `pixels` in
 * the bounding box of the rotated image, which is the frame this draws in.
 */
export const renderCrop = async (url: string, pixels: CropPixels, rotation: Rotation): Promise<string> => {
  const size = { round: CROPPER.roundCrop, width: CROPPER.outputWidth, height: CROPPER.outputHeight };
  const problem = cropAreaProblem(size);
  if (problem) throw new Error(problem);
  const image = await loadImage(url);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the photo.");
  context.imageSmoothingEnabled = CROPPER.antiAliasing;
  context.imageSmoothingQuality = "high";
  const box = turnedSize(image.naturalWidth, image.naturalHeight, rotation);
  context.scale(size.width / pixels.width, size.height / pixels.height);
  context.translate(-pixels.x, -pixels.y);
  context.translate(box.width / 2, box.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);
  return canvas.toDataURL("image/png");
};
