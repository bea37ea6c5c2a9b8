import {
  EBML_ID,
  type ElementHeader,
  SEGMENT_CHILDREN,
  readElementHeader,
  readFloat,
  readUnsigned,
  readVintValue,
} from "./ebml";

/** Matroska's default: timestamps count milliseconds. */
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

/** Where the parts the fixer rewrites sit, and how long the media runs. */
export interface WebmLayout {
  readonly segment: ElementHeader;
  readonly info: ElementHeader | null;
  /** Nanoseconds per timestamp unit. */
  readonly timecodeScale: number;
  /** Info's Duration in timestamp units, when the muxer wrote one. */
  readonly storedDuration: number | null;
  /** A SeekHead or Cues point at byte positions, which growing Info would move. */
  readonly hasPositionIndex: boolean;
  /** The end of the last frame in timestamp units; null when no frame was found. */
  readonly endTimestamp: number | null;
}

interface TrackTiming {
  last: number;
  previous: number | null;
  lastDuration: number | null;
}

/** Reads a block's track and timestamp (relative to its cluster): a vint, then a signed 16-bit value. */
const readBlockTiming = (bytes: Uint8Array, dataStart: number): { track: number; relative: number } | null => {
  const track = readVintValue(bytes, dataStart);
  if (!track || dataStart + track.length + 2 > bytes.length) return null;
  const high = bytes[dataStart + track.length]!;
  const low = bytes[dataStart + track.length + 1]!;
  const relative = (((high << 8) | low) << 16) >> 16;
  return { track: track.value, relative };
};

const endOf = (header: ElementHeader): number | null => (header.size === null ? null : header.dataStart + header.size);

/**
 * Walks a WebM as MediaRecorder writes it (unknown-size Segment and Clusters, no Duration, no Cues)
 * or as a muxer finalises it, skipping frame payloads. Null when it is not a WebM it can read.
 */
export const readWebmLayout = (bytes: Uint8Array): WebmLayout | null => {
  const header = readElementHeader(bytes, 0);
  if (!header || header.id !== EBML_ID.header || header.size === null) return null;
  const segment = readElementHeader(bytes, header.dataStart + header.size);
  if (!segment || segment.id !== EBML_ID.segment) return null;
  const segmentEnd = Math.min(endOf(segment) ?? bytes.length, bytes.length);

  let info: ElementHeader | null = null;
  let timecodeScale = DEFAULT_TIMECODE_SCALE_NS;
  let storedDuration: number | null = null;
  let hasPositionIndex = false;
  const defaultDurationNs = new Map<number, number>();
  const tracks = new Map<number, TrackTiming>();

  const noteBlock = (time: number, track: number, duration: number | null): void => {
    const timing = tracks.get(track);
    if (!timing) tracks.set(track, { last: time, previous: null, lastDuration: duration });
    else if (time >= timing.last) {
      timing.previous = timing.last;
      timing.last = time;
      timing.lastDuration = duration;
    }
  };

  const readInfo = (element: ElementHeader, end: number): void => {
    for (let pos = element.dataStart; pos < end;) {
      const child = readElementHeader(bytes, pos);
      const childEnd = child ? endOf(child) : null;
      if (!child || childEnd === null || childEnd > end) return;
      if (child.id === EBML_ID.timecodeScale)
        timecodeScale = readUnsigned(bytes, child.dataStart, childEnd) || timecodeScale;
      if (child.id === EBML_ID.duration) storedDuration = readFloat(bytes, child.dataStart, childEnd);
      pos = childEnd;
    }
  };

  const readTracks = (element: ElementHeader, end: number): void => {
    for (let pos = element.dataStart; pos < end;) {
      const entry = readElementHeader(bytes, pos);
      const entryEnd = entry ? endOf(entry) : null;
      if (!entry || entryEnd === null || entryEnd > end) return;
      if (entry.id === EBML_ID.trackEntry) {
        let number: number | null = null;
        let defaultDuration: number | null = null;
        for (let inner = entry.dataStart; inner < entryEnd;) {
          const field = readElementHeader(bytes, inner);
          const fieldEnd = field ? endOf(field) : null;
          if (!field || fieldEnd === null || fieldEnd > entryEnd) break;
          if (field.id === EBML_ID.trackNumber) number = readUnsigned(bytes, field.dataStart, fieldEnd);
          if (field.id === EBML_ID.defaultDuration) defaultDuration = readUnsigned(bytes, field.dataStart, fieldEnd);
          inner = fieldEnd;
        }
        if (number !== null && defaultDuration) defaultDurationNs.set(number, defaultDuration);
      }
      pos = entryEnd;
    }
  };

  const readBlockGroup = (element: ElementHeader, end: number, clusterTime: number): void => {
    let timing: { track: number; relative: number } | null = null;
    let duration: number | null = null;
    for (let pos = element.dataStart; pos < end;) {
      const child = readElementHeader(bytes, pos);
      const childEnd = child ? endOf(child) : null;
      if (!child || childEnd === null || childEnd > end) break;
      if (child.id === EBML_ID.block) timing = readBlockTiming(bytes, child.dataStart);
      if (child.id === EBML_ID.blockDuration) duration = readUnsigned(bytes, child.dataStart, childEnd);
      pos = childEnd;
    }
    if (timing) noteBlock(clusterTime + timing.relative, timing.track, duration);
  };

  /** Returns where the cluster ends (for an unknown size: where the next Segment child starts). */
  const readCluster = (element: ElementHeader): number => {
    const declaredEnd = endOf(element);
    const end = Math.min(declaredEnd ?? segmentEnd, segmentEnd);
    let clusterTime = 0;
    let pos = element.dataStart;
    while (pos < end) {
      const child = readElementHeader(bytes, pos);
      if (!child) return segmentEnd;
      if (declaredEnd === null && SEGMENT_CHILDREN.has(child.id)) return pos;
      const childEnd = endOf(child);
      // A frame cut short by the end of the bytes is not counted: a player cannot show it either.
      if (childEnd === null || childEnd > end) return segmentEnd;
      if (child.id === EBML_ID.clusterTimecode) clusterTime = readUnsigned(bytes, child.dataStart, childEnd);
      else if (child.id === EBML_ID.simpleBlock) {
        const timing = readBlockTiming(bytes, child.dataStart);
        if (timing) noteBlock(clusterTime + timing.relative, timing.track, null);
      } else if (child.id === EBML_ID.blockGroup) readBlockGroup(child, childEnd, clusterTime);
      pos = childEnd;
    }
    return end;
  };

  for (let pos = segment.dataStart; pos < segmentEnd;) {
    const element = readElementHeader(bytes, pos);
    if (!element) break;
    if (element.id === EBML_ID.cluster) {
      pos = readCluster(element);
      continue;
    }
    const end = endOf(element);
    if (end === null) break;
    const within = Math.min(end, segmentEnd);
    if (element.id === EBML_ID.info) {
      info = element;
      readInfo(element, within);
    } else if (element.id === EBML_ID.tracks) readTracks(element, within);
    else if (element.id === EBML_ID.seekHead || element.id === EBML_ID.cues) hasPositionIndex = true;
    pos = end;
  }

  let endTimestamp: number | null = null;
  for (const [track, timing] of tracks) {
    const defaultDuration = defaultDurationNs.get(track);
    const frame =
      timing.lastDuration ??
      (defaultDuration !== undefined ? defaultDuration / timecodeScale : null) ??
      (timing.previous !== null ? timing.last - timing.previous : 0);
    endTimestamp = Math.max(endTimestamp ?? 0, timing.last + frame);
  }
  return { segment, info, timecodeScale, storedDuration, hasPositionIndex, endTimestamp };
};
