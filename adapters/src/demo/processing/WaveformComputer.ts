import type { ComputedWaveform, DecodeProgress } from "./waveformOfWebm";

/**
 * Turns a merged recording into its waveform. Node (and tests) decode inline; the browser hands the
 * bytes to a Web Worker (workerWaveformComputer) so decoding an hour of audio never blocks the page.
 * Rejects with the reason when the audio cannot be decoded.
 */
export type WaveformComputer = (bytes: Uint8Array, onProgress: DecodeProgress) => Promise<ComputedWaveform>;

/** Decodes on the calling thread; the decoding libraries load with the first recording. */
export const inlineWaveformComputer: WaveformComputer = async (bytes, onProgress) => {
  const { waveformOfWebm } = await import("./waveformOfWebm");
  return waveformOfWebm(bytes, onProgress);
};
