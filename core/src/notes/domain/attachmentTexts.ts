import { ATTACHMENT_FORMATS, extensionOf } from "./attachmentFormats";
import { formatFileSize } from "./fileSize";

const list = (extensions: readonly string[]) => extensions.join(", ");

/** What the notes panel says about attached files (spec 2 §2.4, §8, §9), kept in one place for tests. */
export const ATTACHMENT_TEXTS = {
  attach: "Attach files",
  hint: "Images, audio, video and documents, each under 3 GB.",
  supported:
    `Images: ${list(ATTACHMENT_FORMATS.image)}. Audio: ${list(ATTACHMENT_FORMATS.audio)}. ` +
    `Video: ${list(ATTACHMENT_FORMATS.video)}. Documents: ${list(ATTACHMENT_FORMATS.document)}.`,
  unsupported: (name: string): string => {
    const extension = extensionOf(name);
    return extension
      ? `"${name}" was not attached: .${extension} files are not supported.`
      : `"${name}" was not attached: files without an extension are not supported.`;
  },
  oversize: (name: string, size: number): string =>
    `"${name}" was not attached: it is ${formatFileSize(size)}, and files of 3 GB or more cannot be attached.`,
  uploadFailed: (name: string, reason: string): string => `"${name}" was not attached: ${reason}`,
  /** Spec 2 §8: a note (a file is a link note) that could not be removed. */
  notRemovedTitle: "Note was not removed!",
  notRemovedMessage: "Please try to remove it again.",
  openFailed: "This file could not be opened. Please try again.",
  /** Spec 3 §2 file viewer modal, verbatim (three dots, not an ellipsis). */
  imageLoading: "Loading image...",
  documentLoading: "Reading document...",
  textTruncated: "… The rest of this file is in the download.",
  pdfFallback: "This browser cannot show PDF files here. Use the download button below.",
  notPreviewable: (name: string): string => `${name} cannot be shown here. Download it to open it with another app.`,
} as const;
