/** Spec 2 §9 "Supported file formats (attachments)", in the spec's order. */
export const ATTACHMENT_FORMATS = {
  image: ["jpg", "jpeg", "png", "webp", "gif"],
  audio: ["mp3", "flac", "au", "asx", "aiff", "mid", "oga", "opus", "wav", "weba", "wma", "aac"],
  video: ["mp4", "avi", "m4v", "mov", "mpeg", "ogg", "ogm", "ogv", "webm", "wmv", "mpg", "asf"],
  document: ["pdf", "pptx", "txt", "doc", "docx", "xls", "xlsx", "ppt", "ttf", "xps", "zip", "pages"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type AttachmentKind = keyof typeof ATTACHMENT_FORMATS;

const KIND_OF_EXTENSION: ReadonlyMap<string, AttachmentKind> = new Map(
  (Object.entries(ATTACHMENT_FORMATS) as [AttachmentKind, readonly string[]][]).flatMap(([kind, extensions]) =>
    extensions.map((extension) => [extension, kind] as const),
  ),
);

/** The lower-cased extension after the last dot; "" when the name has none. */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
};

/** What a file is by its extension (case does not matter), or null when it cannot be attached. */
export const attachmentKindOf = (fileName: string): AttachmentKind | null =>
  KIND_OF_EXTENSION.get(extensionOf(fileName)) ?? null;

/** The document viewer shows these inside the page; other files are offered for download. */
export const previewOf = (fileName: string): "pdf" | "text" | null => {
  const extension = extensionOf(fileName);
  if (extension === "pdf") return "pdf";
  return extension === "txt" ? "text" : null;
};
