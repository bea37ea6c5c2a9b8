import {
  CROPPER,
  ROTATIONS,
  clampZoom,
  cropAreaProblem,
  cropSizeProblem,
  imageFileProblem,
  imageSizeProblem,
  isRotation,
  magnification,
  rotate,
  rotationProblem,
  zoomByButton,
} from "@lectern/core/profile/domain/cropRules";
import { PROFILE_TEXTS } from "@lectern/core/profile/domain/profileTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const size = fc.integer({ min: 1, max: 5000 });

describe("cropper defaults (spec 3 §9)", () => {
  it("are 275 × 275 out, 40 × 40 minimum, anti-aliasing on, zoom step 0.05 and buttons 0.1", () => {
    expect(CROPPER).toMatchObject({
      outputWidth: 275,
      outputHeight: 275,
      minWidth: 40,
      minHeight: 40,
      antiAliasing: true,
      zoomStep: 0.05,
      zoomButtonStep: 0.1,
      zoomMax: 1,
      maxFileBytes: 5 * 1024 * 1024,
    });
  });
});

describe("round crop area (spec 3 §5)", () => {
  it("needs equal width and height; a rectangular crop may have any", () => {
    fc.assert(
      fc.property(size, size, (width, height) => {
        const round = cropAreaProblem({ round: true, width, height });
        expect(round === null).toBe(width === height);
        if (round) expect(round).toBe(PROFILE_TEXTS.roundCropNotSquare);
        expect(cropAreaProblem({ round: false, width, height })).toBeNull();
      }),
    );
  });
});

describe("rotation (spec 3 §5)", () => {
  it("accepts only 0, 90, 180, 270 and 360", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (degrees) => {
        const accepted = [0, 90, 180, 270, 360].includes(degrees);
        expect(isRotation(degrees)).toBe(accepted);
        expect(rotationProblem(degrees)).toBe(accepted ? null : PROFILE_TEXTS.rotationInvalid);
      }),
    );
    expect(rotationProblem(45.5)).toBe(PROFILE_TEXTS.rotationInvalid);
  });

  it("turns in 90° steps and always lands on an accepted rotation", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROTATIONS), fc.integer({ min: -50, max: 50 }), (from, turns) => {
        const to = rotate(from, turns);
        expect(isRotation(to)).toBe(true);
        expect(to).not.toBe(360);
        // The same picture as turning by the angle: equal modulo 360.
        expect((((to - from - 90 * turns) % 360) + 360) % 360).toBe(0);
      }),
    );
  });

  it("four quarter turns come back; a turn and its opposite cancel", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 90, 180, 270), (from) => {
        expect(rotate(rotate(rotate(rotate(from, 1), 1), 1), 1)).toBe(from);
        expect(rotate(rotate(from, 1), -1)).toBe(from);
      }),
    );
    expect(rotate(360, 1)).toBe(90);
    expect(rotate(0, -1)).toBe(270);
  });
});

describe("the picked file (spec 3 §5)", () => {
  it("a non-image gives the type error, whatever its size", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("application/pdf", "text/plain", "", "video/mp4", "audio/mpeg"),
        fc.nat(),
        (type, bytes) => {
          expect(imageFileProblem({ type, size: bytes })).toBe(PROFILE_TEXTS.fileNotImage);
        },
      ),
    );
  });

  it("an image above the maximum gives the size error; at or below it, none", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("image/png", "image/jpeg", "image/webp", "IMAGE/GIF"),
        fc.nat(20e6),
        (type, bytes) => {
          const problem = imageFileProblem({ type, size: bytes });
          expect(problem).toBe(bytes > CROPPER.maxFileBytes ? PROFILE_TEXTS.fileTooBig(5) : null);
        },
      ),
    );
    expect(imageFileProblem({ type: "image/png", size: 2048 }, 1024)).toBe(PROFILE_TEXTS.fileTooBig(0));
  });

  it("an image smaller than 40 × 40, or a crop keeping less of it, is refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (width, height) => {
        const small = width < 40 || height < 40;
        expect(imageSizeProblem(width, height) !== null).toBe(small);
        expect(cropSizeProblem(width, height) !== null).toBe(small);
      }),
    );
  });
});

describe("zoom (spec 3 §5, §9)", () => {
  const anyNumber = fc.oneof(fc.double({ noNaN: false }), fc.constantFrom(Infinity, -Infinity, Number.NaN));

  it("is clamped between the minimum and 1, falling back to the minimum below it", () => {
    fc.assert(
      fc.property(anyNumber, fc.double({ min: 0.05, max: 0.95, noNaN: true }), (value, minimum) => {
        const zoom = clampZoom(value, minimum);
        expect(zoom).toBeGreaterThanOrEqual(minimum);
        expect(zoom).toBeLessThanOrEqual(1);
        if (!Number.isFinite(value) || value < minimum) expect(zoom).toBe(minimum);
        if (value > 1 && Number.isFinite(value)) expect(zoom).toBe(1);
      }),
    );
  });

  it("keeps a value inside the range (to the hundredth)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 25, max: 100 }), (hundredths) => {
        expect(clampZoom(hundredths / 100)).toBe(hundredths / 100);
      }),
    );
  });

  it("the − and + buttons move by 0.1 and never leave the range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 25, max: 100 }).map((h) => h / 100),
        fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 30 }),
        (start, presses) => {
          let zoom = start;
          for (const direction of presses) {
            const next = zoomByButton(zoom, direction);
            expect(next).toBeGreaterThanOrEqual(CROPPER.zoomMin);
            expect(next).toBeLessThanOrEqual(1);
            const expected = clampZoom(Math.round((zoom + direction * 0.1) * 100) / 100);
            expect(next).toBeCloseTo(expected, 10);
            zoom = next;
          }
        },
      ),
    );
    expect(zoomByButton(0.25, 1)).toBe(0.35);
    expect(zoomByButton(0.95, 1)).toBe(1);
    expect(zoomByButton(0.3, -1)).toBe(0.25);
  });

  it("shows the image 1× at the minimum and 4× at 1, growing with the scale", () => {
    expect(magnification(CROPPER.zoomMin)).toBe(1);
    expect(magnification(1)).toBe(4);
    fc.assert(
      fc.property(
        fc.double({ min: 0.25, max: 1, noNaN: true }),
        fc.double({ min: 0.25, max: 1, noNaN: true }),
        (a, b) => {
          if (a < b) expect(magnification(a)).toBeLessThanOrEqual(magnification(b));
        },
      ),
    );
  });
});
