import { planChunkUpload } from "@lectern/adapters/demo/model/chunkUploadPlan";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("planChunkUpload", () => {
  it("holds, refuses a gap, or appends from the first slice the stream lacks", () => {
    expect(planChunkUpload(5, 0, 4, [1, 1, 1, 1, 1])).toEqual({ kind: "held" });
    expect(planChunkUpload(5, 6, 7, [1, 1])).toEqual({ kind: "gap", next: 5 });
    expect(planChunkUpload(5, 5, 6, [3, 4])).toEqual({ kind: "append", first: 5, skipBytes: 0, sizes: [3, 4] });
    expect(planChunkUpload(5, 3, 6, [2, 3, 4, 5])).toEqual({ kind: "append", first: 5, skipBytes: 5, sizes: [4, 5] });
  });

  it("rebuilds the recording whatever the batching, retries and overlaps (property)", () => {
    // Slices 0 … n-1 of given sizes; uploads are random ranges (in any order, repeated).
    const scenario = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 30 }).chain((sizes) =>
      fc.record({
        sizes: fc.constant(sizes),
        uploads: fc.array(
          fc
            .tuple(fc.nat({ max: sizes.length - 1 }), fc.nat({ max: sizes.length - 1 }))
            .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
          { maxLength: 60 },
        ),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ sizes, uploads }) => {
        const held: number[] = [];
        // Finish with one upload of everything, as a queue eventually sends whatever is missing.
        for (const [from, to] of [...uploads, [0, sizes.length - 1] as const]) {
          const plan = planChunkUpload(held.length, from, to, sizes.slice(from, to + 1));
          if (plan.kind === "gap") expect(from).toBeGreaterThan(held.length);
          if (plan.kind === "held") expect(to).toBeLessThan(held.length);
          if (plan.kind !== "append") continue;
          expect(plan.first).toBe(held.length);
          expect(plan.skipBytes).toBe(sizes.slice(from, plan.first).reduce((total, size) => total + size, 0));
          held.push(...plan.sizes);
        }
        expect(held).toEqual(sizes);
      }),
    );
  });
});
