import type { WaveformData } from "./WaveformData";

/** 100 pixels a second at 48 kHz: the finest resolution kept while decoding. */
export const BASE_SAMPLES_PER_PIXEL = 480;
/** A 4-hour lecture still fits in a small file; a short one keeps 100 pixels a second. */
export const MAX_WAVEFORM_PIXELS = 20_000;

const toInt8 = (value: number): number => Math.max(-128, Math.min(127, Math.round(value * 127)));

/**
 * Folds decoded samples into per-pixel minimum and maximum, all channels mixed into one (the
 * loudest channel decides, as in audiowaveform's `--split-channels` off). Memory grows with the
 * pixels, not the samples, so hours of audio never sit in memory at once.
 */
export class PeakAccumulator {
  readonly #mins: number[] = [];
  readonly #maxs: number[] = [];
  #inPixel = 0;
  #samples = 0;
  #min = Infinity;
  #max = -Infinity;

  constructor(
    readonly sampleRate: number,
    readonly samplesPerPixel: number = BASE_SAMPLES_PER_PIXEL,
  ) {}

  /** Samples added so far (per channel): the decoded audio's length. */
  get samples(): number {
    return this.#samples;
  }

  /** `channels` hold `count` samples each, in −1…1. */
  add(channels: readonly Float32Array[], count: number): void {
    this.#samples += count;
    for (let index = 0; index < count; index += 1) {
      for (const channel of channels) {
        const sample = channel[index] ?? 0;
        if (sample < this.#min) this.#min = sample;
        if (sample > this.#max) this.#max = sample;
      }
      this.#inPixel += 1;
      if (this.#inPixel === this.samplesPerPixel) this.#closePixel();
    }
  }

  /** The waveform, with pixels merged by a whole factor so there are at most `maxPixels`. */
  finish(maxPixels: number = MAX_WAVEFORM_PIXELS): WaveformData {
    if (this.#inPixel > 0) this.#closePixel();
    const factor = Math.max(1, Math.ceil(this.#mins.length / maxPixels));
    const peaks: number[] = [];
    for (let start = 0; start < this.#mins.length; start += factor) {
      let min = Infinity;
      let max = -Infinity;
      for (let index = start; index < Math.min(start + factor, this.#mins.length); index += 1) {
        min = Math.min(min, this.#mins[index] ?? 0);
        max = Math.max(max, this.#maxs[index] ?? 0);
      }
      peaks.push(toInt8(min), toInt8(max));
    }
    return {
      version: 2,
      channels: 1,
      sample_rate: this.sampleRate,
      samples_per_pixel: this.samplesPerPixel * factor,
      bits: 8,
      length: peaks.length / 2,
      peaks,
    };
  }

  #closePixel(): void {
    this.#mins.push(this.#min);
    this.#maxs.push(this.#max);
    this.#inPixel = 0;
    this.#min = Infinity;
    this.#max = -Infinity;
  }
}
