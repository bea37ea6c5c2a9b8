import { defaultSessionName } from "@lectern/core/recording/domain/defaultSessionName";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("defaultSessionName (spec 3 §3: 'MMMM DD YYYY h:mm A')", () => {
  it("names a session after its start in the user's time zone", () => {
    expect(defaultSessionName(new Date(2026, 10, 3, 14, 5).getTime())).toBe("November 03 2026 2:05 PM");
    expect(defaultSessionName(new Date(2026, 0, 23, 0, 40).getTime())).toBe("January 23 2026 12:40 AM");
  });

  it("always has the month name, a two-digit day, the year, a 12-hour time and AM or PM", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (epochMs) => {
        expect(defaultSessionName(epochMs)).toMatch(/^[A-Z][a-z]+ \d{2} \d{4} (1[0-2]|[1-9]):\d{2} (AM|PM)$/);
      }),
    );
  });
});
