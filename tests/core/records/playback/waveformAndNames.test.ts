import { highlightClipDuration, highlightClipName } from "@lectern/core/records/playback/HighlightClip";
import {
  type AudiowaveformData,
  waveformChannels,
  waveformDuration,
} from "@lectern/core/records/playback/waveformPeaks";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const waveformArb: fc.Arbitrary<AudiowaveformData> = fc
  .record({
    channels: fc.integer({ min: 1, max: 2 }),
    bits: fc.constantFrom(8, 16),
    length: fc.integer({ min: 0, max: 200 }),
  })
  .chain(({ channels, bits, length }) =>
    fc
      .array(fc.integer({ min: -(2 ** (bits - 1)), max: 2 ** (bits - 1) - 1 }), {
        minLength: length * channels * 2,
        maxLength: length * channels * 2,
      })
      .map((peaks) => ({ channels, bits, length, peaks, sample_rate: 48_000, samples_per_pixel: 480 })),
  );

describe("waveformChannels (audiowaveform JSON → wavesurfer peaks)", () => {
  it("gives one −1..1 array per channel with a min and a max per point", () => {
    fc.assert(
      fc.property(waveformArb, (data) => {
        const channels = waveformChannels(data);
        expect(channels).toHaveLength(data.channels);
        for (const channel of channels) {
          expect(channel).toHaveLength(data.length * 2);
          for (const value of channel) {
            expect(value).toBeGreaterThanOrEqual(-1);
            expect(value).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
  });

  it("divides by 2^(bits−1) and de-interleaves the channels", () => {
    const data: AudiowaveformData = {
      channels: 2,
      bits: 8,
      length: 2,
      sample_rate: 8000,
      samples_per_pixel: 4000,
      peaks: [-128, 64, -32, 32, -64, 127, 0, 16],
    };
    expect(waveformChannels(data)).toEqual([
      [-1, 0.5, -0.5, 127 / 128],
      [-0.25, 0.25, 0, 0.125],
    ]);
    expect(waveformDuration(data)).toBe(1);
  });
});

describe("highlight names and durations (spec 3 §3)", () => {
  it("shows the stored name, or '{time} - highlighting' from the start", () => {
    expect(highlightClipName({ name: "Mitosis", start: 70 })).toBe("Mitosis");
    expect(highlightClipName({ name: null, start: 70 })).toBe("01:10 - highlighting");
    expect(highlightClipName({ name: "   ", start: 3725 })).toBe("01:02:05 - highlighting");
  });

  it("shows 'recording' when the highlight has no duration", () => {
    expect(highlightClipDuration({ duration: null })).toBe("recording");
    expect(highlightClipDuration({ duration: 17 })).toBe("00:17");
  });
});
