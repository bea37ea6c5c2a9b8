import { MAX_PLAYING_STEP_S, playbackJumped } from "@lectern/core/records/transcript/playbackJumped";
import { transcriptFileName } from "@lectern/core/records/transcript/transcriptFileName";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("playbackJumped", () => {
  it("is false for playing on at up to 2× with the player's 250 ms updates, true for any step back", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 14_400, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (t, step) => {
          expect(playbackJumped(t, t + step)).toBe(false);
          if (t + step > t) expect(playbackJumped(t + step, t)).toBe(true);
        },
      ),
    );
    expect(playbackJumped(10, 10 + MAX_PLAYING_STEP_S + 0.01)).toBe(true);
  });
});

describe("transcriptFileName", () => {
  it("names the export after the session, safely", () => {
    expect(transcriptFileName("Cell biology: lecture 3", "srt")).toBe("Cell biology- lecture 3.srt");
    expect(transcriptFileName("  ../a/b?  ", "vtt")).toBe("-a-b-.vtt");
    expect(transcriptFileName("   ", "txt")).toBe("transcript.txt");
    expect(transcriptFileName("x".repeat(300), "txt")).toBe(`${"x".repeat(120)}.txt`);
  });
});
