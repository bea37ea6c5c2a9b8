import { nextNoteCall, noteForCompletedHighlight } from "@lectern/core/notes/domain/noteCall";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const textArb = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "   ", "\n"), fc.constant(null));
const savedArb = fc.record({
  id: fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: null }),
  text: fc.string({ maxLength: 40 }),
});
const blank = (text: string | null) => text === null || text.trim() === "";

describe("note calls (spec 2 §4.4, §5)", () => {
  it("creates only without an id, updates and removes only with one", () => {
    fc.assert(
      fc.property(savedArb, textArb, (saved, typed) => {
        const call = nextNoteCall(saved, typed);
        if (call.kind === "create") expect(saved.id).toBeNull();
        if (call.kind === "update" || call.kind === "remove") expect(call.id).toBe(saved.id);
      }),
    );
  });

  it("sends text when it appears, changes or empties, and nothing otherwise", () => {
    fc.assert(
      fc.property(savedArb, textArb, (saved, typed) => {
        const call = nextNoteCall(saved, typed);
        if (saved.id === null) expect(call.kind).toBe(blank(typed) ? "none" : "create");
        else if (blank(typed)) expect(call.kind).toBe("remove");
        else expect(call.kind).toBe(typed === saved.text ? "none" : "update");
      }),
    );
  });

  it("saves a note typed during a highlight with it, and drops it when empty", () => {
    fc.assert(
      fc.property(
        textArb.map((text) => text ?? ""),
        fc.string({ minLength: 1, maxLength: 5 }),
        (typed, id) => {
          const note = noteForCompletedHighlight(typed, id);
          expect(note).toEqual(blank(typed) ? null : { text: typed, poiId: id });
        },
      ),
    );
  });
});
