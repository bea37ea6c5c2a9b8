import { concatBytes } from "./concatBytes";
import { encodeSize, floatElement } from "./ebml";
import { readWebmLayout } from "./readWebmLayout";

export interface FixedWebm {
  readonly bytes: Uint8Array;
  /** The media's length in seconds; null when the bytes are not a WebM with frames. */
  readonly durationSeconds: number | null;
  /** True when a Duration was written into the file. */
  readonly changed: boolean;
}

const DURATION_ID = [0x44, 0x89];

/**
 * MediaRecorder writes WebM as a live stream: no Duration in Info, so players show no length and
 * cannot seek. This measures the media (the end of its last frame) and adds Info's Duration, on
 * bytes alone so it runs the same in Node and the browser (fix-webm-duration needs FileReader).
 *
 * Left unchanged: anything that is not a WebM (the demo is not a transcoder), a file that already
 * has a Duration, and a file with a SeekHead or Cues, whose byte positions a longer Info would break
 * (MediaRecorder writes neither).
 */
export const fixWebmDuration = (bytes: Uint8Array): FixedWebm => {
  const layout = readWebmLayout(bytes);
  if (!layout) return { bytes, durationSeconds: null, changed: false };
  const toSeconds = (units: number) => (units * layout.timecodeScale) / 1e9;
  if (layout.storedDuration !== null && layout.storedDuration > 0) {
    return { bytes, durationSeconds: toSeconds(layout.storedDuration), changed: false };
  }
  const { info, segment, endTimestamp } = layout;
  if (endTimestamp === null) return { bytes, durationSeconds: null, changed: false };
  if (!info || info.size === null || layout.hasPositionIndex || layout.storedDuration !== null) {
    return { bytes, durationSeconds: toSeconds(endTimestamp), changed: false };
  }

  const duration = floatElement(DURATION_ID, endTimestamp);
  const infoEnd = info.dataStart + info.size;
  const newInfo = concatBytes([
    bytes.subarray(info.start, info.sizeStart),
    encodeSize(info.size + duration.length, info.sizeLength),
    bytes.subarray(info.dataStart, infoEnd),
    duration,
  ]);
  const growth = newInfo.length - (infoEnd - info.start);
  // A known Segment size must grow with its content; the usual unknown size stays as it is.
  const segmentSize =
    segment.size === null
      ? bytes.subarray(segment.sizeStart, segment.dataStart)
      : encodeSize(segment.size + growth, segment.sizeLength);
  return {
    bytes: concatBytes([
      bytes.subarray(0, segment.sizeStart),
      segmentSize,
      bytes.subarray(segment.dataStart, info.start),
      newInfo,
      bytes.subarray(infoEnd),
    ]),
    durationSeconds: toSeconds(endTimestamp),
    changed: true,
  };
};
