import { describe, expect, it } from "vitest";
import { captionOf } from "../../../../ui/src/features/records/record/player/captionCue";

describe("captionOf (the captions the player draws)", () => {
  it("shows the words without WebVTT markup and the voice as the speaker", () => {
    expect(captionOf({ text: "<v Dr. Helen Marsh>Today we look at the <b>membrane</b>." })).toEqual({
      speaker: "Dr. Helen Marsh",
      text: "Today we look at the membrane.",
    });
  });

  it("a cue without a voice has no speaker; escapes are read back", () => {
    expect(captionOf({ text: "Supply &amp; demand &lt;3" })).toEqual({ speaker: null, text: "Supply & demand <3" });
    expect(captionOf({ text: "<v.loud Tom &amp; Ann>Yes" })).toEqual({ speaker: "Tom & Ann", text: "Yes" });
  });

  it("an empty cue shows nothing", () => {
    expect(captionOf({ text: "<v Tom>   " })).toBeNull();
    expect(captionOf({})).toBeNull();
  });
});
