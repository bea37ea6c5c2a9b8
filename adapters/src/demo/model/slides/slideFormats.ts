import type { DemoSlideSet } from "../../db/DemoSnapshot";

export type SlideFormat = DemoSlideSet["format"];

/** The format a file name says (by its extension, any case), or null for any other file. */
export const slideFormatOfName = (name: string): SlideFormat | null => {
  const match = /\.(pdf|pptx|ppt)$/i.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as SlideFormat) : null;
};

/** How each format's files begin: %PDF-, a ZIP's local header (PPTX), an OLE2 compound file (PPT). */
const MAGIC: Readonly<Record<SlideFormat, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  pptx: [0x50, 0x4b, 0x03, 0x04],
  ppt: [0xd0, 0xcf, 0x11, 0xe0],
};

/** Whether the bytes are what the name says: the backend never parses a slide file, it checks its start. */
export const bytesMatchFormat = (bytes: Uint8Array, format: SlideFormat): boolean =>
  MAGIC[format].every((byte, index) => bytes[index] === byte);

/** What a slide file is served as. */
export const SLIDE_CONTENT_TYPES: Readonly<Record<SlideFormat, string>> = {
  pdf: "application/pdf",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};
