import { unsupportedFormatText } from "./slidesTexts";

/** Spec 3 §5: the slide formats accepted, as the refusal lists them. */
export const SLIDE_FORMATS = ["PDF", "PPT", "PPTX"] as const;

export type SlideFormat = "pdf" | "ppt" | "pptx";

/** The MIME types browsers give these files; a file with an empty type is judged by its name alone. */
export const SLIDE_MIME_TYPES: Readonly<Record<SlideFormat, readonly string[]>> = {
  pdf: ["application/pdf"],
  ppt: ["application/vnd.ms-powerpoint"],
  pptx: ["application/vnd.openxmlformats-officedocument.presentationml.presentation"],
};

/** The refusal shown for any file that is not a PDF, PPT or PPTX. */
export const UNSUPPORTED_SLIDES_TEXT = unsupportedFormatText(SLIDE_FORMATS);

const FORMAT_OF_EXTENSION: ReadonlyMap<string, SlideFormat> = new Map([
  ["pdf", "pdf"],
  ["ppt", "ppt"],
  ["pptx", "pptx"],
]);

/** A chosen file as core knows it (a browser File fits). */
export interface ChosenSlideFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** The format a file name says (case does not matter), or null. */
export const slideFormatOfName = (fileName: string): SlideFormat | null => {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  return FORMAT_OF_EXTENSION.get(fileName.slice(dot + 1).toLowerCase()) ?? null;
};

export type SlideFileCheck =
  | { readonly ok: true; readonly file: ChosenSlideFile; readonly format: SlideFormat }
  | { readonly ok: false; readonly message: string };

/**
 * Spec 3 §5: one file only (several dropped at once are refused whole, as a single-file drop zone
 * does), a PDF, PPT or PPTX. The name decides (the server checks the same
 * extension); a type the browser did give must agree with it, so a renamed image is refused here
 * rather than by the server after the upload. An empty or generic type (some systems give none for
 * .ppt) is left to the name.
 */
export const checkSlideFiles = (files: readonly ChosenSlideFile[]): SlideFileCheck => {
  const refused = { ok: false, message: UNSUPPORTED_SLIDES_TEXT } as const;
  if (files.length !== 1) return refused;
  const file = files[0]!;
  const format = slideFormatOfName(file.name);
  if (format === null) return refused;
  const type = file.type.trim().toLowerCase();
  const generic = type === "" || type === "application/octet-stream";
  if (!generic && !SLIDE_MIME_TYPES[format].includes(type)) return refused;
  return { ok: true, file, format };
};

/** The viewer draws PDF pages only; a PPT/PPTX is kept and offered for download with a hint. */
export const isViewableSlideFormat = (format: SlideFormat): boolean => format === "pdf";
