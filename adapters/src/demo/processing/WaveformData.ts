/**
 * A waveform in the audiowaveform JSON format (spec 3 §3 "Waveform"): one channel, `length` pixels of
 * `samples_per_pixel` samples each, `peaks` the interleaved min and max of every pixel as signed
 * integers of `bits` bits (8 here: −128…127, so a client divides by 2^(bits−1) to get −1…1).
 */
export interface WaveformData {
  readonly version: 2;
  readonly channels: 1;
  readonly sample_rate: number;
  readonly samples_per_pixel: number;
  readonly bits: 8;
  readonly length: number;
  readonly peaks: readonly number[];
}

/** Where a stream's waveform file lives in the media store (DemoStream.waveformKey). */
export const waveformKeyOf = (streamId: string): string => `waveforms/${streamId}.json`;

export const encodeWaveform = (waveform: WaveformData): Uint8Array =>
  new TextEncoder().encode(JSON.stringify(waveform));
