/** What a file whose bytes say nothing we know is served as. */
export const UNKNOWN_CONTENT_TYPE = "application/octet-stream";

const ascii = (bytes: Uint8Array, at: number, text: string): boolean => {
  if (bytes.length < at + text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** Whether Matroska's DocType, near the start of its EBML header, says "webm". */
const isWebmDocType = (bytes: Uint8Array): boolean => {
  const head = bytes.subarray(0, 64);
  for (let i = 0; i + 6 <= head.length; i += 1) {
    if (head[i] === 0x42 && head[i + 1] === 0x82 && ascii(head, i + 3, "webm")) return true;
  }
  return false;
};

/** The ISO media brand (MP4, MOV, M4V, M4A): what the `ftyp` box at byte 4 names. */
const isoMediaType = (bytes: Uint8Array): string | null => {
  if (!ascii(bytes, 4, "ftyp")) return null;
  if (ascii(bytes, 8, "qt  ")) return "video/quicktime";
  if (ascii(bytes, 8, "M4V ")) return "video/x-m4v";
  if (ascii(bytes, 8, "M4A ")) return "audio/mp4";
  return "video/mp4";
};

/** UTF-8 text with no control characters besides tab, line breaks and form feed: served as plain text. */
const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
};

const SIGNATURES: readonly (readonly [(bytes: Uint8Array) => boolean, string])[] = [
  [(b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47]), "image/png"],
  [(b) => startsWith(b, [0xff, 0xd8, 0xff]), "image/jpeg"],
  [(b) => ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a"), "image/gif"],
  [(b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP"), "image/webp"],
  [(b) => ascii(b, 0, "%PDF"), "application/pdf"],
  [(b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]) && isWebmDocType(b), "video/webm"],
  [(b) => startsWith(b, [0x1a, 0x45, 0xdf, 0xa3]), "video/x-matroska"],
  [(b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WAVE"), "audio/wav"],
  [(b) => ascii(b, 0, "RIFF") && ascii(b, 8, "AVI "), "video/x-msvideo"],
  [(b) => ascii(b, 0, "FORM") && (ascii(b, 8, "AIFF") || ascii(b, 8, "AIFC")), "audio/aiff"],
  [(b) => ascii(b, 0, "OggS"), "audio/ogg"],
  [(b) => ascii(b, 0, "fLaC"), "audio/flac"],
  [(b) => ascii(b, 0, "MThd"), "audio/midi"],
  [(b) => ascii(b, 0, ".snd"), "audio/basic"],
  [(b) => ascii(b, 0, "ID3"), "audio/mpeg"],
  // ADTS (AAC) and MPEG audio frames both begin with an 11- or 12-bit sync; the layer bits tell them apart.
  [(b) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0, "audio/aac"],
  [(b) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0, "audio/mpeg"],
  [(b) => startsWith(b, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]), "video/x-ms-asf"],
  [(b) => startsWith(b, [0x00, 0x00, 0x01, 0xba]) || startsWith(b, [0x00, 0x00, 0x01, 0xb3]), "video/mpeg"],
  [(b) => ascii(b, 0, "PK\u0003\u0004") || ascii(b, 0, "PK\u0005\u0006"), "application/zip"],
  [(b) => startsWith(b, [0x00, 0x01, 0x00, 0x00, 0x00]), "font/ttf"],
  [(b) => ascii(b, 0, "OTTO"), "font/otf"],
];

/**
 * The content type a stored file is served with, read from its first bytes (issue 19), never from
 * the name its uploader gave it: a known signature, plain UTF-8 text, or application/octet-stream.
 * Markup (HTML, SVG, XML) is at most plain text: nothing served from the API runs as a page. Office
 * files are zips (docx, xlsx, pptx) or unknown (doc, xls, ppt): they are downloads either way.
 */
export const sniffContentType = (bytes: Uint8Array): string => {
  const known = SIGNATURES.find(([matches]) => matches(bytes));
  if (known) return known[1];
  const iso = isoMediaType(bytes);
  if (iso) return iso;
  return isPlainText(bytes) ? "text/plain; charset=utf-8" : UNKNOWN_CONTENT_TYPE;
};

/** Images the app shows inside its pages: the only files served inline. Never SVG (it is markup that can run). */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
