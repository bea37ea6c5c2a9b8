import {
  POI_TEXTS,
  poiDuration,
  poiEndProblem,
  poiNameOf,
  poiNameProblem,
  poiStartProblem,
} from "@lectern/adapters/demo/model/pois";
import { MAX_NOTE_TEXT, NOTE_TEXTS, noteTextProblem } from "@lectern/adapters/demo/model/notes";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const epoch = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe("highlight rules of the demo backend", () => {
  it("refuses a start before the session's start and accepts any start at or after it", () => {
    fc.assert(
      fc.property(epoch, fc.integer({ min: -86_400_000, max: 86_400_000 }), (sessionStart, offset) => {
        const problem = poiStartProblem(sessionStart, sessionStart + offset);
        expect(problem).toBe(offset < 0 ? POI_TEXTS.beforeSessionStart : null);
      }),
    );
    expect(poiStartProblem(null, 0)).toBeNull();
  });

  it("accepts an open end or one not before the start", () => {
    fc.assert(
      fc.property(epoch, fc.integer({ min: -3_600_000, max: 3_600_000 }), (start, length) => {
        expect(poiEndProblem(start, start + length)).toBe(length < 0 ? POI_TEXTS.endedBeforeStart : null);
        expect(poiEndProblem(start, null)).toBeNull();
      }),
    );
  });

  it("gives the duration in whole seconds, null while open", () => {
    fc.assert(
      fc.property(epoch, fc.integer({ min: 0, max: 14_400_000 }), (start, length) => {
        const duration = poiDuration(start, start + length);
        expect(Number.isInteger(duration)).toBe(true);
        expect(Math.abs(duration! * 1000 - length)).toBeLessThanOrEqual(500);
      }),
    );
    expect(poiDuration(0, null)).toBeNull();
  });

  it("stores names trimmed, empty as null, and refuses more than 255 characters or a non-string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const trimmed = name.trim();
        expect(poiNameOf(name)).toBe(trimmed || null);
        expect(poiNameProblem(name)).toBe(trimmed.length > 255 ? POI_TEXTS.nameLength : null);
      }),
    );
    expect(poiNameProblem(null)).toBeNull();
    expect(poiNameProblem(3)).toBe(POI_TEXTS.nameString);
  });

  it("requires note text that is not only whitespace, at most 65,535 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(noteTextProblem(text)).toBe(text.trim() ? null : NOTE_TEXTS.textRequired);
      }),
    );
    expect(noteTextProblem("a".repeat(MAX_NOTE_TEXT))).toBeNull();
    expect(noteTextProblem("a".repeat(MAX_NOTE_TEXT + 1))).toBe(NOTE_TEXTS.textLength);
    expect(noteTextProblem({})).toBe(NOTE_TEXTS.textString);
  });
});
