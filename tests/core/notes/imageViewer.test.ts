import { imageAfterKey, nextImage, previousImage, startAt } from "@lectern/core/notes/domain/imageViewer";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const positionArb = fc
  .integer({ min: 1, max: 40 })
  .chain((count) => fc.record({ count: fc.constant(count), index: fc.integer({ min: 0, max: count - 1 }) }));

describe("image viewer navigation (spec 2 §2.4)", () => {
  it("opens on the chosen image, kept inside the list", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: -5, max: 50 }), (count, index) => {
        const position = startAt(count, index);
        if (count === 0) expect(position.index).toBe(0);
        else expect(position.index).toBe(Math.min(Math.max(index, 0), count - 1));
      }),
    );
  });

  it("undoes next with previous, and comes back to the start after a full round", () => {
    fc.assert(
      fc.property(positionArb, (position) => {
        expect(previousImage(nextImage(position))).toEqual(position);
        expect(nextImage(previousImage(position))).toEqual(position);
        let round = position;
        for (let step = 0; step < position.count; step += 1) round = nextImage(round);
        expect(round).toEqual(position);
      }),
    );
  });

  it("stays inside the list whatever keys are pressed; only the arrows move", () => {
    fc.assert(
      fc.property(
        positionArb,
        fc.array(fc.constantFrom("ArrowLeft", "ArrowRight", "Escape", "Enter", "a"), { maxLength: 30 }),
        (start, keys) => {
          let position = start;
          let moved = 0;
          for (const key of keys) {
            position = imageAfterKey(position, key);
            moved += key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
            expect(position.index).toBeGreaterThanOrEqual(0);
            expect(position.index).toBeLessThan(position.count);
          }
          expect(position.index).toBe((((start.index + moved) % start.count) + start.count) % start.count);
        },
      ),
    );
  });
});
