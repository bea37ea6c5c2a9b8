// @vitest-environment jsdom
import type { HighlightClip } from "@lectern/core/records/playback/HighlightClip";
import { createPlaybackController } from "@lectern/core/records/playback/PlaybackController";
import type { AudiowaveformData } from "@lectern/core/records/playback/waveformPeaks";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WAVEFORM_TEXTS } from "../../../../ui/src/features/records/record/player/playerTexts";
import { Waveform } from "../../../../ui/src/features/records/record/player/Waveform";

afterEach(cleanup);

const PEAKS: AudiowaveformData = {
  channels: 1,
  sample_rate: 8000,
  samples_per_pixel: 800,
  bits: 8,
  length: 1000,
  peaks: Array.from({ length: 2000 }, (_, index) => (index % 2 === 0 ? -64 : 64)),
};

const CLIPS: HighlightClip[] = [
  { id: "a", type: "poi", name: "Equilibrium", start: 25, duration: 5, tags: [] },
  { id: "b", type: "stopwatch", name: null, start: 50, duration: null, tags: [] },
];

describe("Waveform", () => {
  it("while processing: a designed pending state, no picture", () => {
    render(<Waveform controller={createPlaybackController()} peaks={null} />);
    expect(screen.getByText(WAVEFORM_TEXTS.pending)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("one labelled picture with each highlight placed and named on it", () => {
    const view = render(
      <Waveform
        controller={createPlaybackController({ duration: 100 })}
        peaks={PEAKS}
        duration={100}
        highlights={CLIPS}
      />,
    );
    expect(screen.getByRole("img", { name: WAVEFORM_TEXTS.label(2) })).toBeTruthy();
    const bands = view.container.querySelectorAll<HTMLElement>(".record-waveform__highlight");
    expect([...bands].map((band) => [band.style.left, band.style.width])).toEqual([
      ["25%", "5%"],
      ["50%", "0%"],
    ]);
    const labels = [...view.container.querySelectorAll(".record-waveform__label")].map((label) => label.textContent);
    expect(labels).toEqual(["Equilibrium", "00:50 - highlighting"]);
  });

  it("covers what the peaks say when the duration is not given", () => {
    const view = render(
      <Waveform controller={createPlaybackController()} peaks={PEAKS} highlights={CLIPS.slice(0, 1)} />,
    );
    // 1000 points × 800 samples ÷ 8000 Hz = 100 s.
    expect(view.container.querySelector<HTMLElement>(".record-waveform__highlight")?.style.left).toBe("25%");
  });
});
