/**
 * Files attached to notes (POST sessions/{id}/relationships/notes/upload): spec 2 §9 "Supported file
 * formats" and the 3 GiB limit of spec 2 §9 / spec 3 §5, with the content type each is served back as.
 */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  // Images
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  // Audio
  mp3: "audio/mpeg",
  flac: "audio/flac",
  au: "audio/basic",
  asx: "video/x-ms-asf",
  aiff: "audio/aiff",
  mid: "audio/midi",
  oga: "audio/ogg",
  opus: "audio/opus",
  wav: "audio/wav",
  weba: "audio/webm",
  wma: "audio/x-ms-wma",
  aac: "audio/aac",
  // Video
  mp4: "video/mp4",
  avi: "video/x-msvideo",
  m4v: "video/x-m4v",
  mov: "video/quicktime",
  mpeg: "video/mpeg",
  ogg: "video/ogg",
  ogm: "video/ogg",
  ogv: "video/ogg",
  webm: "video/webm",
  wmv: "video/x-ms-wmv",
  mpg: "video/mpeg",
  asf: "video/x-ms-asf",
  // Documents
  pdf: "application/pdf",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  txt: "text/plain; charset=utf-8",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  ttf: "font/ttf",
  xps: "application/vnd.ms-xpsdocument",
  zip: "application/zip",
  pages: "application/vnd.apple.pages",
};

/** Spec 2 §9, in the spec's order. */
export const SUPPORTED_ATTACHMENT_EXTENSIONS: readonly string[] = Object.keys(ATTACHMENT_CONTENT_TYPES);

/** A file of this many bytes or more is too big (3 GiB). */
export const MAX_ATTACHMENT_BYTES = 3_221_225_472;

export const MAX_ATTACHMENT_NAME = 255;

export const ATTACHMENT_TEXTS = {
  fileMissing: "The file field is required.",
  oneFile: "Send exactly one file per upload.",
  unreadable: "The file could not be read.",
  tooBig: "The file may not be 3 GB (3221225472 bytes) or larger.",
  type: `The file must be a file of type: ${SUPPORTED_ATTACHMENT_EXTENSIONS.join(", ")}.`,
  nameLength: `The file name may not be greater than ${MAX_ATTACHMENT_NAME} characters.`,
  poi: "The selected poi id is invalid.",
} as const;

/** The lower-cased extension after the last dot; "" when the name has none (or ends with the dot). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
};

export const isSupportedAttachment = (fileName: string): boolean =>
  Object.hasOwn(ATTACHMENT_CONTENT_TYPES, extensionOf(fileName));

/** What a file is served back as; only supported files are ever stored. */
export const attachmentContentType = (fileName: string): string => {
  const extension = extensionOf(fileName);
  return Object.hasOwn(ATTACHMENT_CONTENT_TYPES, extension)
    ? (ATTACHMENT_CONTENT_TYPES[extension] ?? "application/octet-stream")
    : "application/octet-stream";
};

/** Why a file cannot be attached (413 too big, 422 otherwise), or null. The size is checked first. */
export const attachmentProblem = (
  fileName: string,
  size: number,
): { readonly status: 413 | 422; readonly title: string } | null => {
  if (size >= MAX_ATTACHMENT_BYTES) return { status: 413, title: ATTACHMENT_TEXTS.tooBig };
  if (!isSupportedAttachment(fileName)) return { status: 422, title: ATTACHMENT_TEXTS.type };
  if (fileName.length > MAX_ATTACHMENT_NAME) return { status: 422, title: ATTACHMENT_TEXTS.nameLength };
  return null;
};

/**
 * The size of a multipart file as the transports deliver it (Blob, ArrayBuffer, typed array or
 * Buffer), read without loading its bytes; null for anything else.
 */
export const fileSizeOf = (data: unknown): number | null => {
  if (typeof Blob !== "undefined" && data instanceof Blob) return data.size;
  if (data instanceof ArrayBuffer) return data.byteLength;
  if (ArrayBuffer.isView(data)) return data.byteLength;
  return null;
};
