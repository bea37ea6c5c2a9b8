import { CLEAR_DATA_PHRASE, isClearDataConfirmed } from "@lectern/core/queue/domain/clearDataConfirmation";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

describe("clear data confirmation (spec 2 §2.8)", () => {
  it("accepts the exact phrase", () => {
    expect(CLEAR_DATA_PHRASE).toBe("I want to delete non-uploaded materials");
    expect(isClearDataConfirmed(CLEAR_DATA_PHRASE)).toBe(true);
  });

  it("accepts nothing but the phrase", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" })), (text) => {
        expect(isClearDataConfirmed(text)).toBe(text === CLEAR_DATA_PHRASE);
      }),
      { numRuns: 2000 },
    );
  });

  it("rejects every proper prefix, so the button stays disabled while typing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CLEAR_DATA_PHRASE.length - 1 }), (length) => {
        expect(isClearDataConfirmed(CLEAR_DATA_PHRASE.slice(0, length))).toBe(false);
      }),
    );
  });

  it("rejects padding, other cases and single-character edits", () => {
    const whitespace = fc.constantFrom(" ", "\t", "\n", "\u00a0");
    fc.assert(
      fc.property(whitespace, fc.boolean(), (space, before) => {
        const padded = before ? space + CLEAR_DATA_PHRASE : CLEAR_DATA_PHRASE + space;
        expect(isClearDataConfirmed(padded)).toBe(false);
      }),
    );
    expect(isClearDataConfirmed(CLEAR_DATA_PHRASE.toLowerCase())).toBe(false);
    expect(isClearDataConfirmed(CLEAR_DATA_PHRASE.toUpperCase())).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CLEAR_DATA_PHRASE.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (index, replacement) => {
          fc.pre(replacement !== CLEAR_DATA_PHRASE[index]);
          const edited = CLEAR_DATA_PHRASE.slice(0, index) + replacement + CLEAR_DATA_PHRASE.slice(index + 1);
          expect(isClearDataConfirmed(edited)).toBe(false);
        },
      ),
    );
  });
});
