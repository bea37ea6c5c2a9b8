/** The demo backend's slides refusals (the wire contract of core/src/slides/README.md, calls 1–7). */
export const SLIDE_TEXTS = {
  format: "Sorry, the file cannot be uploaded. We support only: PDF, PPT, PPTX formats",
  tooLarge: "The file is larger than 100 MB.",
  notTheFormat: "The file is not a valid PDF, PPT or PPTX file.",
  uploadUnknown: "This upload address does not exist, was used already or has expired.",
  pathUnknown: "No uploaded file is waiting under this path for this session.",
  slidesNotFound: "These slides do not exist.",
  slideNoteNotFound: "This slide note does not exist.",
  pageNumber: "The page number must be a whole number of 1 or more.",
  slideId: "The slide id must be the slides' of the address.",
  ocr: "The OCR text must be a string.",
} as const;
