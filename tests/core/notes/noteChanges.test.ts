import {
  applyNoteChanges,
  noNoteChanges,
  withRemovedNote,
  withSavedNote,
} from "@lectern/core/notes/domain/noteChanges";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

interface Item {
  readonly id: string;
  readonly text: string;
}

const id = fc.integer({ min: 1, max: 12 }).map(String);
const loaded = fc.uniqueArray(fc.record({ id, text: fc.string({ maxLength: 8 }) }), { selector: (item) => item.id });
const step = fc.oneof(
  fc.record({ kind: fc.constant("save" as const), note: fc.record({ id, text: fc.string({ maxLength: 8 }) }) }),
  fc.record({ kind: fc.constant("remove" as const), id }),
);

/** The same steps applied to a plain map of the notes: what the server would then hold. */
const model = (notes: readonly Item[], steps: readonly Step[]) => {
  const held = new Map(notes.map((note) => [note.id, note]));
  for (const change of steps) {
    if (change.kind === "save") held.set(change.note.id, change.note);
    else held.delete(change.id);
  }
  return held;
};
type Step = { kind: "save"; note: Item } | { kind: "remove"; id: string };

describe("note changes shown over the loaded notes until the page reloads", () => {
  it("shows what the server then holds: removed left out, edits in place, new ones after", () => {
    fc.assert(
      fc.property(loaded, fc.array(step, { maxLength: 10 }), (notes, steps) => {
        let changes = noNoteChanges<Item>();
        for (const change of steps) {
          changes = change.kind === "save" ? withSavedNote(changes, change.note) : withRemovedNote(changes, change.id);
        }
        const shown = applyNoteChanges(notes, changes);
        const held = model(notes, steps);
        expect(new Map(shown.map((note) => [note.id, note]))).toEqual(held);
        expect(shown).toHaveLength(held.size);
        // Loaded notes keep their order and come first.
        const kept = notes.filter((note) => held.has(note.id)).map((note) => note.id);
        expect(shown.slice(0, kept.length).map((note) => note.id)).toEqual(kept);
      }),
    );
  });

  it("returns the loaded list itself when nothing changed", () => {
    const notes = [{ id: "1", text: "a" }];
    expect(applyNoteChanges(notes, noNoteChanges())).toBe(notes);
  });
});
