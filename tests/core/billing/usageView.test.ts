import { CapacityReply, toCapacity } from "@lectern/core/billing/api/capacityReply";
import { USAGE_TEXTS, formatHours, usagePercent, usageView } from "@lectern/core/billing/domain/usageView";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const measured = (hoursUsed: number, hoursLimit: number) =>
  usageView({ kind: "measured", planName: "Lectern Notes 40", hoursUsed, hoursLimit });

describe("usage against capacity (spec 3 §9)", () => {
  it("reads hours_used, hours_limit and plan_name", () => {
    const reply = Schema.decodeUnknownSync(CapacityReply)({
      data: { attributes: { acknowledge: true, hours_used: 12.25, hours_limit: 40, plan_name: "Lectern Notes 40" } },
    });
    expect(toCapacity(reply)).toEqual({
      kind: "measured",
      planName: "Lectern Notes 40",
      hoursUsed: 12.25,
      hoursLimit: 40,
    });
  });

  it("warns above 80 % and not at or below it", () => {
    expect(measured(32, 40).level).toBe("ok");
    expect(measured(32.5, 40).level).toBe("warning");
    expect(measured(32.5, 40).notice?.message).toBe(USAGE_TEXTS.warning(81));
    expect(measured(40, 40).level).toBe("full");
    expect(measured(12.25, 40).summary).toBe("12.3 of 40 hours used");
  });

  it("treats capacity 0 as unlimited, shown as 100, never warning", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (used) => {
        const view = measured(used, 0);
        expect(view.level).toBe("unlimited");
        expect(view.percent).toBe(100);
        expect(view.notice).toBeNull();
      }),
    );
  });

  it("keeps the percent within 0–100 and the level in step with the 80 % rule", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0.1, max: 1e4, noNaN: true }),
        (used, limit) => {
          const view = measured(used, limit);
          expect(view.percent).toBeGreaterThanOrEqual(0);
          expect(view.percent).toBeLessThanOrEqual(100);
          const expected = used >= limit ? "full" : used / limit > 0.8 ? "warning" : "ok";
          expect(view.level).toBe(expected);
          expect(usagePercent(used, limit)).toBe(view.level === "full" ? Math.min(100, view.percent) : view.percent);
        },
      ),
    );
  });

  it("shows a 402 as full with the server's message", () => {
    const view = usageView({ kind: "full", title: "Your plan is full", message: "Delete a recording." });
    expect(view).toMatchObject({
      level: "full",
      percent: 100,
      notice: { title: "Your plan is full", message: "Delete a recording." },
    });
  });

  it("prints hours with at most one decimal", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (hours) => {
        expect(formatHours(hours)).toMatch(/^\d+(\.\d)?$/);
      }),
    );
    expect(formatHours(0)).toBe("0");
    expect(formatHours(0.01)).toBe("0.1");
  });
});
