import { ScreenQualityPreference } from "@lectern/core/recording/application/ScreenQualityPreference";
import { Recorder } from "@lectern/core/recording/application/Recorder";
import { SCREEN_QUALITIES, toScreenQuality } from "@lectern/core/recording/domain/screenQuality";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeUploadQueue } from "../../support/FakeUploadQueue";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualMedia } from "../../support/ManualMedia";
import { VirtualClock } from "../../support/VirtualClock";

describe("screen quality (spec 2 §2.2, §3, §5, §9)", () => {
  it("is one of 480, 720 and 1080; anything else is 720", () => {
    expect(["480", "720", "1080"].map(toScreenQuality)).toEqual(["480", "720", "1080"]);
    fc.assert(
      fc.property(fc.option(fc.string()), (value) => {
        fc.pre(value === null || !["480", "720", "1080"].includes(value));
        expect(toScreenQuality(value)).toBe("720");
      }),
    );
  });

  it("is remembered under widget_resolution, and a bad stored value falls back to 720", () => {
    const keyValue = new InMemoryKeyValue();
    expect(new ScreenQualityPreference(keyValue).quality).toBe("720");
    new ScreenQualityPreference(keyValue).choose("1080");
    expect(keyValue.get("widget_resolution")).toBe("1080");
    expect(new ScreenQualityPreference(keyValue).quality).toBe("1080");
    keyValue.set("widget_resolution", "4k");
    expect(new ScreenQualityPreference(keyValue).quality).toBe("720");
  });

  it("sizes the screen capture from the resolution table", async () => {
    const media = new ManualMedia();
    const recorder = new Recorder(media, new FakeUploadQueue(), new VirtualClock(), {
      execute: async () => ({ kind: "local" }),
    });
    await recorder.start("screen", "480");
    expect(media.asked[0]).toMatchObject({ width: 852, height: 480 });
    expect(SCREEN_QUALITIES["1080"]).toEqual({ width: 1920, height: 1080 });
  });
});
