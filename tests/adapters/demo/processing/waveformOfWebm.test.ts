import { MAX_WAVEFORM_PIXELS, PeakAccumulator } from "@lectern/adapters/demo/processing/PeakAccumulator";
import {
  OPUS_SAMPLE_RATE,
  WaveformUnavailable,
  waveformOfWebm,
} from "@lectern/adapters/demo/processing/waveformOfWebm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureWebm } from "./fixtureWebm";

/** The loudest peak (absolute) among pixels `from` … `to` − 1. */
const loudest = (peaks: readonly number[], from: number, to: number): number =>
  Math.max(...peaks.slice(from * 2, to * 2).map(Math.abs));

describe("waveformOfWebm", () => {
  it("computes audiowaveform peaks from the real Opus audio: silence near 0, the tone loud", async () => {
    const progress: number[] = [];
    const { waveform, durationSeconds } = await waveformOfWebm(fixtureWebm("silence-tone-silence.webm"), (fraction) =>
      progress.push(fraction),
    );
    expect(waveform).toMatchObject({ version: 2, channels: 1, sample_rate: OPUS_SAMPLE_RATE, bits: 8 });
    expect(durationSeconds).toBeCloseTo(3, 1);
    expect(waveform.peaks).toHaveLength(waveform.length * 2);
    expect(waveform.length).toBeCloseTo((3 * waveform.sample_rate) / waveform.samples_per_pixel, -1);
    expect(waveform.peaks.every((peak) => Number.isInteger(peak) && peak >= -128 && peak <= 127)).toBe(true);
    const pixelsPerSecond = waveform.sample_rate / waveform.samples_per_pixel;
    const second = (n: number): [number, number] => [
      Math.round(n * pixelsPerSecond),
      Math.round((n + 1) * pixelsPerSecond),
    ];
    // Margins of 0.1 s around the tone's edges: the codec smears them a little.
    const [silentFrom] = second(0);
    const [toneFrom, toneTo] = second(1);
    const margin = Math.round(pixelsPerSecond / 10);
    expect(loudest(waveform.peaks, silentFrom, toneFrom - margin)).toBeLessThanOrEqual(2);
    expect(loudest(waveform.peaks, toneFrom + margin, toneTo - margin)).toBeGreaterThan(80);
    expect(loudest(waveform.peaks, toneTo + margin, waveform.length)).toBeLessThanOrEqual(2);
    for (let pixel = 0; pixel < waveform.length; pixel += 1) {
      expect(waveform.peaks[pixel * 2]!).toBeLessThanOrEqual(waveform.peaks[pixel * 2 + 1]!);
    }
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("takes a screen + microphone recording's peaks from its Opus track", async () => {
    const { waveform, durationSeconds } = await waveformOfWebm(fixtureWebm("tone-video.webm"));
    expect(durationSeconds).toBeCloseTo(2, 1);
    expect(waveform.length).toBeCloseTo((2 * waveform.sample_rate) / waveform.samples_per_pixel, -1);
    expect(loudest(waveform.peaks, 10, waveform.length - 10)).toBeGreaterThan(5);
  });

  it("says why when the bytes are no WebM, or hold no whole packet of sound", async () => {
    await expect(waveformOfWebm(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]))).rejects.toBeInstanceOf(WaveformUnavailable);
    // Cut inside its first cluster: the track is there, no whole packet of sound is.
    const truncated = fixtureWebm("silence-tone-silence.webm").slice(0, 3000);
    await expect(waveformOfWebm(truncated)).rejects.toThrow("The recording's audio track holds no sound.");
  });
});

describe("PeakAccumulator", () => {
  it("keeps every pixel's min ≤ max, within the integer range, and at most the pixels asked for", () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 2000 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 200 }),
        (samples, samplesPerPixel, maxPixels) => {
          const peaks = new PeakAccumulator(48_000, samplesPerPixel);
          peaks.add([Float32Array.from(samples)], samples.length);
          const waveform = peaks.finish(maxPixels);
          expect(peaks.samples).toBe(samples.length);
          expect(waveform.length).toBeLessThanOrEqual(maxPixels);
          expect(waveform.length).toBe(
            Math.ceil(Math.ceil(samples.length / samplesPerPixel) / (waveform.samples_per_pixel / samplesPerPixel)),
          );
          const pixels = Array.from({ length: waveform.length }, (_, pixel) => [
            waveform.peaks[pixel * 2]!,
            waveform.peaks[pixel * 2 + 1]!,
          ]);
          expect(pixels.every(([min, max]) => min! <= max! && min! >= -128 && max! <= 127)).toBe(true);
          const top = Math.max(...samples.map(Math.abs));
          expect(Math.max(...waveform.peaks.map(Math.abs))).toBe(Math.round(top * 127));
        },
      ),
    );
  });

  it("merges pixels by a whole factor so a long lecture fits the pixels allowed", () => {
    // A minute at 100 pixels a second into 1 % of MAX_WAVEFORM_PIXELS: as 4 hours would fit all of it.
    const peaks = new PeakAccumulator(48_000, 480);
    peaks.add([new Float32Array(48_000 * 60)], 48_000 * 60);
    const waveform = peaks.finish(MAX_WAVEFORM_PIXELS / 100);
    expect(waveform.length).toBeLessThanOrEqual(MAX_WAVEFORM_PIXELS / 100);
    expect(waveform.samples_per_pixel % 480).toBe(0);
    expect(waveform.length * waveform.samples_per_pixel).toBeGreaterThanOrEqual(48_000 * 60);
  });
});
