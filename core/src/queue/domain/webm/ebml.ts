/**
 * The little of EBML (the binary format under Matroska/WebM) the duration fixer needs: element
 * headers (an ID and a variable-length size) and size encoding. Sizes stay plain numbers: a WebM
 * larger than 2^53 bytes is not something a browser recorded.
 */

/** Element IDs used by the fixer (Matroska specification, with their length-marker bits kept). */
export const EBML_ID = {
  header: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  cues: 0x1c53bb6b,
  tags: 0x1254c367,
  chapters: 0x1043a770,
  attachments: 0x1941a469,
} as const;

/** Children of Segment: one of these ends an unknown-size Cluster (EBML "unknown size" rule). */
export const SEGMENT_CHILDREN: ReadonlySet<number> = new Set([
  EBML_ID.seekHead,
  EBML_ID.info,
  EBML_ID.tracks,
  EBML_ID.cluster,
  EBML_ID.cues,
  EBML_ID.tags,
  EBML_ID.chapters,
  EBML_ID.attachments,
]);

export interface ElementHeader {
  readonly id: number;
  /** Offset of the ID's first byte. */
  readonly start: number;
  readonly sizeStart: number;
  readonly sizeLength: number;
  readonly dataStart: number;
  /** Null for the "unknown size" of live streams (MediaRecorder writes its Segment and Clusters so). */
  readonly size: number | null;
}

/** 1 for 0b1xxxxxxx, 2 for 0b01xxxxxx … 8 for 0b00000001; 0 for a zero byte (not a valid start). */
const vintLength = (first: number): number => (first === 0 ? 0 : Math.clz32(first) - 23);

/** The element header at `pos`, or null when the bytes end or are not EBML there. */
export const readElementHeader = (bytes: Uint8Array, pos: number): ElementHeader | null => {
  const idFirst = bytes[pos];
  if (idFirst === undefined) return null;
  const idLength = vintLength(idFirst);
  if (idLength < 1 || idLength > 4 || pos + idLength >= bytes.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i += 1) id = id * 256 + bytes[pos + i]!;
  const sizeStart = pos + idLength;
  const sizeFirst = bytes[sizeStart]!;
  const sizeLength = vintLength(sizeFirst);
  if (sizeLength < 1 || sizeStart + sizeLength > bytes.length) return null;
  const mask = 0xff >> sizeLength;
  let size = sizeFirst & mask;
  let allOnes = size === mask;
  for (let i = 1; i < sizeLength; i += 1) {
    const byte = bytes[sizeStart + i]!;
    size = size * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { id, start: pos, sizeStart, sizeLength, dataStart: sizeStart + sizeLength, size: allOnes ? null : size };
};

/** A track number inside a (Simple)Block: a size-style vint without its marker. */
export const readVintValue = (bytes: Uint8Array, pos: number): { value: number; length: number } | null => {
  const first = bytes[pos];
  if (first === undefined) return null;
  const length = vintLength(first);
  if (length < 1 || pos + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + bytes[pos + i]!;
  return { value, length };
};

export const readUnsigned = (bytes: Uint8Array, start: number, end: number): number => {
  let value = 0;
  for (let i = start; i < end; i += 1) value = value * 256 + bytes[i]!;
  return value;
};

export const readFloat = (bytes: Uint8Array, start: number, end: number): number | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, end - start);
  if (end - start === 4) return view.getFloat32(0);
  if (end - start === 8) return view.getFloat64(0);
  return null;
};

/**
 * A size in at least `minLength` bytes (1–8). All-ones is avoided because it means "unknown size".
 */
export const encodeSize = (size: number, minLength = 1): Uint8Array => {
  let length = Math.max(1, minLength);
  while (length < 8 && size >= 2 ** (7 * length) - 1) length += 1;
  const out = new Uint8Array(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = out[0]! | (0x80 >> (length - 1));
  return out;
};

/** A float element (8 bytes, big-endian), e.g. Info's Duration. */
export const floatElement = (idBytes: readonly number[], value: number): Uint8Array => {
  const out = new Uint8Array(idBytes.length + 1 + 8);
  out.set(idBytes, 0);
  out[idBytes.length] = 0x88;
  new DataView(out.buffer).setFloat64(idBytes.length + 1, value);
  return out;
};
