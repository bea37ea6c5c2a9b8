import type { ComputedWaveform } from "./waveformOfWebm";

/** To the worker: one recording to decode (its bytes are transferred, not copied). */
export interface WaveformRequest {
  readonly id: number;
  readonly bytes: Uint8Array;
}

/** From the worker: progress of a request, then its result or why it failed. */
export type WaveformReply =
  | { readonly id: number; readonly kind: "progress"; readonly fraction: number }
  | { readonly id: number; readonly kind: "done"; readonly result: ComputedWaveform }
  | { readonly id: number; readonly kind: "failed"; readonly reason: string };
