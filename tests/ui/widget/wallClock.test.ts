import { wallClock } from "@lectern/core/recording/application/wallClock";
import { describe, expect, it } from "vitest";
import { formatWallClock } from "../../../ui/src/features/widget/formatWallClock";
import { VirtualClock } from "../../support/VirtualClock";

describe("the widget's clock (spec 2 §2.1, §9)", () => {
  it("ticks every second on the clock's scheduler", () => {
    const clock = new VirtualClock(Date.UTC(2026, 10, 23, 9, 5, 0));
    const seen: number[] = [];
    const subscription = wallClock(clock).subscribe((now) => seen.push(now));
    for (let second = 0; second < 3; second += 1) clock.advance(1000);
    subscription.unsubscribe();
    expect(seen.map((now) => now - seen[0]!)).toEqual([0, 1000, 2000, 3000]);
  });

  it("reads hour:minute am/pm, then weekday, month and day", () => {
    // Formatted in the machine's time zone: compare with the same instant built locally.
    const morning = new Date(2026, 10, 23, 9, 5).getTime();
    expect(formatWallClock(morning)).toEqual({ time: "9:05 am", date: "Monday, November 23" });
    expect(formatWallClock(new Date(2026, 10, 23, 21, 40).getTime()).time).toBe("9:40 pm");
  });
});
