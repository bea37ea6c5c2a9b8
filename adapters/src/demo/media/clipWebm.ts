import { concatBytes } from "@lectern/core/queue/domain/webm/concatBytes";
import {
  EBML_ID,
  type ElementHeader,
  SEGMENT_CHILDREN,
  encodeSize,
  floatElement,
  readElementHeader,
  readFloat,
  readUnsigned,
  readVintValue,
} from "@lectern/core/queue/domain/webm/ebml";
import { readWebmLayout } from "@lectern/core/queue/domain/webm/readWebmLayout";
import type { MediaSpan } from "./MediaAddresses";

const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;
/** A BlockGroup's ReferenceBlock: present on frames that depend on others (not keyframes). */
const REFERENCE_BLOCK = 0xfb;
const DURATION_ID = [0x44, 0x89];

interface Frame {
  /** The whole SimpleBlock or BlockGroup element, copied as it is. */
  readonly bytes: Uint8Array;
  readonly track: number;
  /** In timestamp units, from the recording's start. */
  readonly time: number;
  readonly keyframe: boolean;
}

interface Cluster {
  /** The whole Timecode element, copied as it is. */
  timecode: Uint8Array;
  readonly frames: Frame[];
}

const endOf = (header: ElementHeader): number | null => (header.size === null ? null : header.dataStart + header.size);

const element = (id: readonly number[], body: Uint8Array): Uint8Array =>
  concatBytes([Uint8Array.from(id), encodeSize(body.byteLength), body]);

const idBytes = (id: number): number[] => {
  const out: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) out.unshift(rest % 256);
  return out;
};

/** A block's track, its timestamp relative to its cluster and its flags byte. */
const blockHeader = (
  bytes: Uint8Array,
  dataStart: number,
): { track: number; relative: number; flags: number } | null => {
  const track = readVintValue(bytes, dataStart);
  if (!track || dataStart + track.length + 3 > bytes.length) return null;
  const at = dataStart + track.length;
  const relative = (((bytes[at]! << 8) | bytes[at + 1]!) << 16) >> 16;
  return { track: track.value, relative, flags: bytes[at + 2]! };
};

/** Info with its Duration (if any) set to `duration` units, other fields as they were. */
const infoWithDuration = (bytes: Uint8Array, info: ElementHeader, end: number, duration: number): Uint8Array => {
  const parts: Uint8Array[] = [];
  let wrote = false;
  for (let pos = info.dataStart; pos < end;) {
    const child = readElementHeader(bytes, pos);
    const childEnd = child ? endOf(child) : null;
    if (!child || childEnd === null || childEnd > end) break;
    if (child.id === EBML_ID.duration) {
      parts.push(floatElement(DURATION_ID, duration));
      wrote = true;
    } else parts.push(bytes.subarray(child.start, childEnd));
    pos = childEnd;
  }
  if (!wrote) parts.push(floatElement(DURATION_ID, duration));
  return element(idBytes(EBML_ID.info), concatBytes(parts));
};

/**
 * A playable WebM of only the frames a span needs (a shared highlight's media, issue 19): the EBML
 * header, Info and Tracks as they were, and per track the frames from the last keyframe at or
 * before `span.start` to the last one starting before `span.end`, in their own clusters. Timestamps
 * are kept, so the span plays at the same seconds as in the whole recording (the shared page's
 * player seeks to the highlight's start as it does on the owner's page, Chromium keeps a file's
 * first timestamp); the Duration is the recording's. Frames between that keyframe and the start
 * are only decoded, never shown: the player starts at the span. SeekHead and Cues (byte positions in the original), Tags and Chapters are dropped.
 * Null when the bytes are not a WebM this can read, or no frame falls in the span.
 */
export const clipWebm = (bytes: Uint8Array, span: MediaSpan): Uint8Array | null => {
  const header = readElementHeader(bytes, 0);
  if (!header || header.id !== EBML_ID.header || header.size === null) return null;
  const headerEnd = header.dataStart + header.size;
  const segment = readElementHeader(bytes, headerEnd);
  if (!segment || segment.id !== EBML_ID.segment) return null;
  const segmentEnd = Math.min(endOf(segment) ?? bytes.length, bytes.length);

  let info: { header: ElementHeader; end: number } | null = null;
  let tracks: Uint8Array | null = null;
  let timecodeScale = DEFAULT_TIMECODE_SCALE_NS;
  let storedDuration: number | null = null;
  const clusters: Cluster[] = [];

  const readCluster = (cluster: ElementHeader): number => {
    const declaredEnd = endOf(cluster);
    const end = Math.min(declaredEnd ?? segmentEnd, segmentEnd);
    const read: Cluster = { timecode: new Uint8Array(0), frames: [] };
    let clusterTime = 0;
    let pos = cluster.dataStart;
    for (; pos < end;) {
      const child = readElementHeader(bytes, pos);
      if (!child || (declaredEnd === null && SEGMENT_CHILDREN.has(child.id))) break;
      const childEnd = endOf(child);
      // A frame cut short by the end of the bytes: a player could not show it either.
      if (childEnd === null || childEnd > end) {
        pos = segmentEnd;
        break;
      }
      if (child.id === EBML_ID.clusterTimecode) {
        clusterTime = readUnsigned(bytes, child.dataStart, childEnd);
        read.timecode = bytes.subarray(child.start, childEnd);
      } else if (child.id === EBML_ID.simpleBlock) {
        const block = blockHeader(bytes, child.dataStart);
        if (block) {
          read.frames.push({
            bytes: bytes.subarray(child.start, childEnd),
            track: block.track,
            time: clusterTime + block.relative,
            keyframe: (block.flags & 0x80) !== 0,
          });
        }
      } else if (child.id === EBML_ID.blockGroup) {
        let block: ReturnType<typeof blockHeader> = null;
        let referenced = false;
        for (let inner = child.dataStart; inner < childEnd;) {
          const part = readElementHeader(bytes, inner);
          const partEnd = part ? endOf(part) : null;
          if (!part || partEnd === null || partEnd > childEnd) break;
          if (part.id === EBML_ID.block) block = blockHeader(bytes, part.dataStart);
          if (part.id === REFERENCE_BLOCK) referenced = true;
          inner = partEnd;
        }
        if (block) {
          read.frames.push({
            bytes: bytes.subarray(child.start, childEnd),
            track: block.track,
            time: clusterTime + block.relative,
            keyframe: !referenced,
          });
        }
      }
      pos = childEnd;
    }
    if (read.timecode.byteLength) clusters.push(read);
    return declaredEnd === null ? pos : end;
  };

  for (let pos = segment.dataStart; pos < segmentEnd;) {
    const child = readElementHeader(bytes, pos);
    if (!child) break;
    if (child.id === EBML_ID.cluster) {
      pos = readCluster(child);
      continue;
    }
    const end = endOf(child);
    if (end === null || end > segmentEnd) break;
    if (child.id === EBML_ID.info) {
      info = { header: child, end };
      for (let inner = child.dataStart; inner < end;) {
        const field = readElementHeader(bytes, inner);
        const fieldEnd = field ? endOf(field) : null;
        if (!field || fieldEnd === null || fieldEnd > end) break;
        if (field.id === EBML_ID.timecodeScale)
          timecodeScale = readUnsigned(bytes, field.dataStart, fieldEnd) || timecodeScale;
        if (field.id === EBML_ID.duration) storedDuration = readFloat(bytes, field.dataStart, fieldEnd);
        inner = fieldEnd;
      }
    } else if (child.id === EBML_ID.tracks) tracks = bytes.subarray(child.start, end);
    pos = end;
  }
  if (!info || !tracks) return null;

  const unitsPerSecond = 1e9 / timecodeScale;
  const from = span.start * unitsPerSecond;
  const to = span.end * unitsPerSecond;
  // Per track, the last keyframe at or before the span's start: a decoder cannot begin elsewhere.
  const firstKept = new Map<number, number>();
  for (const frame of clusters.flatMap((cluster) => cluster.frames)) {
    if (!frame.keyframe || frame.time > from) continue;
    firstKept.set(frame.track, Math.max(firstKept.get(frame.track) ?? -Infinity, frame.time));
  }
  const keep = (frame: Frame): boolean => frame.time < to && frame.time >= (firstKept.get(frame.track) ?? from);

  const chosen = clusters
    .map((cluster) => ({ timecode: cluster.timecode, frames: cluster.frames.filter(keep) }))
    .filter((cluster) => cluster.frames.length > 0);
  // Frames before the start only serve to decode what follows: without one inside the span, there is nothing to play.
  if (!chosen.some((cluster) => cluster.frames.some((frame) => frame.time >= from))) return null;
  const kept = chosen.map((cluster) =>
    element(idBytes(EBML_ID.cluster), concatBytes([cluster.timecode, ...cluster.frames.map((frame) => frame.bytes)])),
  );

  // A live recording has no Duration: the clip gets the recording's, so the timeline is the recording's.
  const duration = storedDuration ?? readWebmLayout(bytes)?.endTimestamp ?? 0;
  const body = concatBytes([infoWithDuration(bytes, info.header, info.end, duration), tracks, ...kept]);
  return concatBytes([bytes.subarray(0, headerEnd), element(idBytes(EBML_ID.segment), body)]);
};
