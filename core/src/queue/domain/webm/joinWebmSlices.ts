import { concatBytes } from "./concatBytes";
import { fixWebmDuration } from "./fixWebmDuration";

export interface JoinedWebm {
  readonly bytes: Uint8Array;
  /** How long the media runs, from its frames' timestamps; null when the bytes are not a readable WebM. */
  readonly durationSeconds: number | null;
}

/**
 * One playable file from a stream's recorder slices, in sequence order: MediaRecorder's slices are
 * pieces of one live WebM (the header in the first, clusters after), so joined back to back they are
 * that WebM again. Its Info gets the Duration MediaRecorder leaves out, measured from the frames'
 * timestamps, so a player shows the length and can seek. The demo's merge does the same.
 */
export const joinWebmSlices = (slices: readonly Uint8Array[]): JoinedWebm => {
  const { bytes, durationSeconds } = fixWebmDuration(concatBytes(slices));
  return { bytes, durationSeconds };
};
