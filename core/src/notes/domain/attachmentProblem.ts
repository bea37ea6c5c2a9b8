import { attachmentKindOf } from "./attachmentFormats";
import { ATTACHMENT_TEXTS } from "./attachmentTexts";
import { isOversize } from "./fileSize";

/** Why a picked file cannot be attached, checked before anything is sent; null when it can. */
export const attachmentProblemOf = (file: { readonly name: string; readonly size: number }): string | null => {
  if (isOversize(file.size)) return ATTACHMENT_TEXTS.oversize(file.name, file.size);
  return attachmentKindOf(file.name) === null ? ATTACHMENT_TEXTS.unsupported(file.name) : null;
};
