import { byteRange } from "@lectern/adapters/demo/server/byteRange";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("byteRange (Range: bytes=… of the Node server's media addresses)", () => {
  it("reads the forms a media player sends", () => {
    expect(byteRange("bytes=100-199", 300)).toEqual({ start: 100, end: 199 });
    expect(byteRange("bytes=250-", 300)).toEqual({ start: 250, end: 299 });
    expect(byteRange("bytes=-10", 300)).toEqual({ start: 290, end: 299 });
    expect(byteRange("bytes=0-1000", 300)).toEqual({ start: 0, end: 299 });
    expect(byteRange("bytes=5-9, 20-29", 300)).toEqual({ start: 5, end: 9 });
  });

  it("answers the whole body for no range or one it cannot read, and refuses one past the end", () => {
    expect(byteRange(undefined, 300)).toBeNull();
    expect(byteRange("items=0-1", 300)).toBeNull();
    expect(byteRange("bytes=-", 300)).toBeNull();
    expect(byteRange("bytes=9-5", 300)).toBeNull();
    expect(byteRange("bytes=300-", 300)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 300)).toBe("unsatisfiable");
    expect(byteRange("bytes=0-", 0)).toBe("unsatisfiable");
  });

  it("always answers a range inside the body that starts where asked", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.option(fc.nat(20_000)), (size, start, end) => {
        const range = byteRange(`bytes=${start}-${end ?? ""}`, size);
        const expected =
          start >= size
            ? "unsatisfiable"
            : end !== null && end < start
              ? null
              : { start, end: Math.min(end ?? size - 1, size - 1) };
        expect(range).toEqual(expected);
      }),
    );
  });

  it("gives a suffix range of at most the body's length, ending at its last byte", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 20_000 }), (size, length) => {
        expect(byteRange(`bytes=-${length}`, size)).toEqual({ start: Math.max(0, size - length), end: size - 1 });
      }),
    );
  });
});
