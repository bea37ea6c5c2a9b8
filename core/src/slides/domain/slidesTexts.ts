/** Every text of the slides widget (spec 3 §2, §5, §8), verbatim, in one place so tests import them. */
export const SLIDES_TEXTS = {
  addPdf: "+ Add PDF slide",
  dropHere: "Or drag files here",
  reading: "Reading...",
  uploading: "Uploading...",
  deleteAll: "Delete all slides",
  confirmTitle: "Are you sure?",
  confirmMessage: "Once you delete these slides, nobody can access it, and there's no turning back.",
  confirmButton: "Yes, remove",
  notePlaceholder: "Write the text for the slide...",
  notRead: "Slides not read",
  cannotBeRead: "Slides file cannot be read. Try again",
  notLoaded: "Slides not loaded",
  notUploaded: "Slides not uploaded",
  notRemoved: "Slides not removed",
  uploaded: "Slides uploaded",
  removed: "Slides removed",
  /** A PPT/PPTX is kept and downloadable; the viewer reads PDF only, so it says how to see the pages. */
  exportAsPdf: "Export your slides as PDF to see them here",
} as const;

/** The page counter of the slider: '1 / N'. */
export const pageCounterText = (current: number, total: number): string => `${current} / ${total}`;

/** The heading of one slide's note editor. */
export const slideHeadingText = (pageNumber: number): string => `Slide ${pageNumber}`;

/** The format refusal of spec 3 §5, with the formats listed as the spec writes them. */
export const unsupportedFormatText = (formats: readonly string[]): string =>
  `Sorry, the file cannot be uploaded. We support only: ${formats.join(", ")} formats`;
