import { ATTACHMENT_FORMATS, attachmentKindOf } from "@lectern/core/notes/domain/attachmentFormats";

/**
 * Files attached to notes (POST sessions/{id}/relationships/notes/upload): spec 2 §9 "Supported file
 * formats", in the spec's order, and the 3 GiB limit of spec 2 §9 / spec 3 §5. The name only decides
 * what may be uploaded; a file is served as what its bytes are (sniffContentType, issue 19).
 */
/** Spec 2 §9's formats, from the one list core keeps for the widget and the record page. */
export const SUPPORTED_ATTACHMENT_EXTENSIONS: readonly string[] = Object.values(ATTACHMENT_FORMATS).flat();

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

export const isSupportedAttachment = (fileName: string): boolean => attachmentKindOf(fileName) !== null;

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
