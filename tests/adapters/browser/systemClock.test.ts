import { SystemClock } from "@lectern/adapters/browser/SystemClock";
import { asyncScheduler } from "rxjs";
import { describe, expect, it } from "vitest";

describe("SystemClock", () => {
  it("tells wall time and schedules on real timers", () => {
    const clock = new SystemClock();
    const before = Date.now();
    const now = clock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(clock.scheduler).toBe(asyncScheduler);
  });
});
