import {
  type AvatarCropEvent,
  type AvatarCropState,
  CLOSED_CROP,
  avatarCropReducer,
  canSavePhoto,
  isCropperOpen,
} from "@lectern/core/profile/domain/avatarCrop";
import { CROPPER, isRotation } from "@lectern/core/profile/domain/cropRules";
import { PROFILE_TEXTS as T } from "@lectern/core/profile/domain/profileTexts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const PHOTO = { name: "me.png", type: "image/png", size: 120_000 };
const run = (...events: AvatarCropEvent[]): AvatarCropState => events.reduce(avatarCropReducer, CLOSED_CROP);
const ready = () => run({ type: "fileChosen", file: PHOTO }, { type: "imageLoaded", width: 800, height: 600 });

const eventArb: fc.Arbitrary<AvatarCropEvent> = fc.oneof(
  fc.record({
    type: fc.constant("fileChosen" as const),
    file: fc.record({
      name: fc.constant("f"),
      type: fc.constantFrom("image/png", "image/jpeg", "application/pdf", ""),
      size: fc.nat(8e6),
    }),
  }),
  fc.record({
    type: fc.constant("imageLoaded" as const),
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
  }),
  fc.constant({ type: "imageFailed" as const }),
  fc.record({ type: fc.constant("zoomSet" as const), zoom: fc.double() }),
  fc.record({ type: fc.constant("zoomStepped" as const), direction: fc.constantFrom<1 | -1>(1, -1) }),
  fc.record({ type: fc.constant("rotated" as const), quarterTurns: fc.integer({ min: -3, max: 3 }) }),
  fc.record({
    type: fc.constant("cropChanged" as const),
    width: fc.integer({ min: 1, max: 4000 }),
    height: fc.integer({ min: 1, max: 4000 }),
  }),
  fc.constant({ type: "saveStarted" as const }),
  fc.record({ type: fc.constant("saveFailed" as const), message: fc.constant("No.") }),
  fc.constant({ type: "saved" as const }),
  fc.constant({ type: "cancelled" as const }),
);

describe("the avatar cropper", () => {
  it("opens for an image, refuses a non-image or an image too big without opening", () => {
    expect(run({ type: "fileChosen", file: PHOTO }).phase).toBe("loading");
    expect(run({ type: "fileChosen", file: { ...PHOTO, type: "application/pdf" } })).toEqual({
      ...CLOSED_CROP,
      error: T.fileNotImage,
    });
    expect(run({ type: "fileChosen", file: { ...PHOTO, size: CROPPER.maxFileBytes + 1 } }).error).toBe(T.fileTooBig(5));
  });

  it("says 'The File could not be loaded.' when the image does not decode, and closes", () => {
    expect(run({ type: "fileChosen", file: PHOTO }, { type: "imageFailed" })).toEqual({
      ...CLOSED_CROP,
      error: "The File could not be loaded.",
    });
  });

  it("refuses an image smaller than 40 × 40", () => {
    const state = run({ type: "fileChosen", file: PHOTO }, { type: "imageLoaded", width: 39, height: 300 });
    expect(state.phase).toBe("closed");
    expect(state.error).toBe(T.imageTooSmall(40, 40));
  });

  it("starts at the smallest zoom and no rotation; buttons move the zoom by 0.1 and turn by 90°", () => {
    const state = ready();
    expect(state).toMatchObject({ phase: "ready", zoom: CROPPER.zoomMin, rotation: 0 });
    const after = [
      { type: "zoomStepped", direction: 1 },
      { type: "zoomStepped", direction: 1 },
      { type: "rotated", quarterTurns: -1 },
    ].reduce((current, event) => avatarCropReducer(current, event as AvatarCropEvent), state);
    expect(after.zoom).toBe(0.45);
    expect(after.rotation).toBe(270);
  });

  it("saves only a crop that keeps at least 40 × 40 of the image, and closes once saved", () => {
    const tooSmall = avatarCropReducer(ready(), { type: "cropChanged", width: 30, height: 30 });
    expect(tooSmall.error).toBe(T.cropTooSmall(40, 40));
    expect(canSavePhoto(tooSmall)).toBe(false);
    expect(avatarCropReducer(tooSmall, { type: "saveStarted" })).toBe(tooSmall);
    const good = avatarCropReducer(tooSmall, { type: "cropChanged", width: 600, height: 600 });
    const saving = avatarCropReducer(good, { type: "saveStarted" });
    expect(saving.phase).toBe("saving");
    expect(avatarCropReducer(saving, { type: "cancelled" })).toBe(saving);
    expect(avatarCropReducer(saving, { type: "saveFailed", message: "No." })).toMatchObject({
      phase: "ready",
      error: "No.",
    });
    expect(avatarCropReducer(saving, { type: "saved" })).toEqual(CLOSED_CROP);
  });

  it("whatever happens, zoom stays in range, rotation is accepted, and a closed cropper holds no file", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = CLOSED_CROP;
        for (const event of events) {
          state = avatarCropReducer(state, event);
          expect(state.zoom).toBeGreaterThanOrEqual(CROPPER.zoomMin);
          expect(state.zoom).toBeLessThanOrEqual(1);
          expect(isRotation(state.rotation)).toBe(true);
          if (!isCropperOpen(state)) expect(state.file).toBeNull();
          if (state.phase === "saving") expect(state.crop).not.toBeNull();
        }
      }),
    );
  });
});
