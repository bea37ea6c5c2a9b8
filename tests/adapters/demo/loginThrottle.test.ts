import { LOGIN_THROTTLE, LoginThrottle, retryAtOf } from "@lectern/adapters/demo/model/loginThrottle";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const { failures: LIMIT, windowMs: WINDOW } = LOGIN_THROTTLE;

describe("login throttling (issue 19)", () => {
  it("holds a key back exactly while the limit of failures falls in the window, until the oldest of them leaves", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 3 * WINDOW }), { maxLength: 30 })
          .map((times) => times.sort((a, b) => a - b)),
        fc.integer({ min: 0, max: 4 * WINDOW }),
        (sorted, offset) => {
          const now = (sorted.at(-1) ?? 0) + offset;
          const recent = sorted.filter((at) => at > now - WINDOW);
          const retryAt = retryAtOf(sorted, now);
          expect(retryAt !== null).toBe(recent.length >= LIMIT);
          if (retryAt === null) return;
          expect(retryAt).toBeGreaterThan(now);
          // At retryAt one failure fewer is in the window: below the limit again.
          expect(sorted.filter((at) => at > retryAt - WINDOW).length).toBe(LIMIT - 1);
        },
      ),
    );
  });

  it("keeps the longest wait of the keys asked about, and forgets one key without the others", () => {
    const throttle = new LoginThrottle();
    for (let minute = 0; minute < LIMIT; minute += 1) throttle.fail(["account:a", "address:x"], minute * 60_000);
    throttle.fail(["address:x"], 11 * 60_000);
    expect(throttle.retryAt(["account:a"], 12 * 60_000)).toBe(WINDOW);
    expect(throttle.retryAt(["account:a", "address:x"], 12 * 60_000)).toBe(WINDOW + 60_000);
    throttle.forget("account:a");
    expect(throttle.retryAt(["account:a"], 12 * 60_000)).toBeNull();
    expect(throttle.retryAt(["address:x"], 12 * 60_000)).toBe(WINDOW + 60_000);
  });
});
