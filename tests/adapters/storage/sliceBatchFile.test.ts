import {
  CorruptSliceBatchError,
  decodeSliceBatch,
  encodeSliceBatch,
} from "@lectern/adapters/demo/media/sliceBatchFile";
import {
  nextGeneration,
  parseSliceFileName,
  sliceBatchName,
  sliceSources,
} from "@lectern/adapters/demo/media/sliceFileNames";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const slicesArbitrary = fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 12 });

describe("slice batch files", () => {
  it("decode what they encode, slice for slice", () => {
    fc.assert(
      fc.property(slicesArbitrary, (slices) => {
        expect(decodeSliceBatch(encodeSliceBatch(slices), "f")).toEqual(slices);
      }),
    );
  });

  it("refuse every cut or extended file", () => {
    fc.assert(
      fc.property(
        slicesArbitrary.filter((slices) => slices.some((slice) => slice.length > 0)),
        fc.nat(),
        (slices, at) => {
          const whole = encodeSliceBatch(slices);
          const cut = whole.subarray(0, at % whole.length);
          expect(() => decodeSliceBatch(cut, "f")).toThrow(CorruptSliceBatchError);
          const longer = Uint8Array.from([...whole, 0]);
          expect(() => decodeSliceBatch(longer, "f")).toThrow(CorruptSliceBatchError);
        },
      ),
    );
  });

  it("are named so that their name gives back where they start, how many and when", () => {
    expect(parseSliceFileName(sliceBatchName(12, 35, 7))).toEqual({
      name: "b12-35-7",
      first: 12,
      count: 35,
      generation: 7,
      batch: true,
    });
    expect(parseSliceFileName("4")).toEqual({ name: "4", first: 4, count: 1, generation: 0, batch: false });
    expect(parseSliceFileName("merged")).toBeNull();
    expect(parseSliceFileName("b1-2")).toBeNull();
  });

  it("read each slice from the newest file that holds it, as a model of the writes says", () => {
    const write = fc.record({ first: fc.nat({ max: 20 }), count: fc.integer({ min: 1, max: 8 }) });
    fc.assert(
      fc.property(fc.array(write, { maxLength: 15 }), fc.nat({ max: 30 }), (writes, count) => {
        const files = writes.reduce<ReturnType<typeof parseSliceFileName>[]>(
          (written, { first, count: length }) => [
            ...written,
            parseSliceFileName(sliceBatchName(first, length, nextGeneration(written.filter((file) => file !== null)))),
          ],
          [],
        );
        // The model: a slot per sequence, each write overwriting its range.
        const model: (string | undefined)[] = new Array(count).fill(undefined);
        writes.forEach(({ first, count: length }, index) => {
          for (let sequence = first; sequence < Math.min(count, first + length); sequence += 1)
            model[sequence] = `${index}:${sequence - first}`;
        });
        const sources = sliceSources(
          files.filter((file) => file !== null),
          count,
        ).map((source) => source && `${source.file.generation - 1}:${source.index}`);
        expect(sources).toEqual(model);
      }),
    );
  });
});
