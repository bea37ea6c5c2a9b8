import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const text = (value: string) => new TextEncoder().encode(value);

describe("Fnv1a64", () => {
  it.each([
    ["", "cbf29ce484222325"],
    ["a", "af63dc4c8601ec8c"],
    ["foobar", "85944171f73967e8"],
  ])("hashes %j to the published FNV-1a 64 value", (input, expected) => {
    expect(new Fnv1a64().update(text(input)).digest()).toBe(expected);
  });

  it("gives the same hash fed in pieces as fed whole", () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 64 }), { maxLength: 8 }), (pieces) => {
        const piecewise = new Fnv1a64();
        for (const piece of pieces) piecewise.update(piece);
        const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
        let offset = 0;
        for (const piece of pieces) {
          whole.set(piece, offset);
          offset += piece.length;
        }
        expect(piecewise.digest()).toBe(new Fnv1a64().update(whole).digest());
        expect(piecewise.digest()).toMatch(/^[0-9a-f]{16}$/);
      }),
    );
  });
});
