import {
  EMPTY_NOTE_CONTENT,
  type NoteDraft,
  type NoteDraftEvent,
  emptyNoteDraft,
  isEmptyNoteContent,
  isSettled,
  nextNoteSend,
  noteForCompletedHighlight,
  savedNoteDraft,
  stepNoteDraft,
} from "@lectern/core/notes/domain/noteDrafts";
import { type NoteContent, escapeHtml } from "@lectern/core/notes/domain/noteHtmlRules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Contents with few distinct texts, blank ones among them, and the same text in two formats. */
const contentArb: fc.Arbitrary<NoteContent> = fc
  .tuple(fc.constantFrom("", "  ", "\n", "a", "ab", "Osmosis", "Def 3"), fc.boolean())
  .map(([text, bold]) => ({
    text,
    html: text === "" ? "" : bold ? `<p><strong>${escapeHtml(text)}</strong></p>` : `<p>${escapeHtml(text)}</p>`,
  }));
const emptiedArb = fc.constantFrom<NoteDraft["whenEmptied"]>("remove", "keep");
const draftArb = fc
  .record({
    id: fc.option(fc.constantFrom("1", "2", "9"), { nil: null }),
    saved: contentArb,
    typed: contentArb,
    whenEmptied: emptiedArb,
  })
  .map((fields): NoteDraft => ({ ...emptyNoteDraft(fields.whenEmptied), ...fields }));

/** What the person and the network do, in any order. */
type Action =
  | { readonly kind: "type"; readonly content: NoteContent }
  | { readonly kind: "save" }
  | { readonly kind: "land"; readonly ok: boolean };
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  contentArb.map((content) => ({ kind: "type" as const, content })),
  fc.constant({ kind: "save" as const }),
  fc.boolean().map((ok) => ({ kind: "land" as const, ok })),
);

/**
 * Runs the draft against a model server (id → html), answering the one call in flight when a `land`
 * comes. Checks on the way that a call starts only when none is in flight and that an update or a
 * removal names a note the server holds (an update never overtakes its creation).
 */
const run = (start: NoteDraft, actions: readonly Action[], server = new Map<string, string>()) => {
  let draft = start;
  let nextId = 100;
  const apply = (event: NoteDraftEvent) => {
    const before = draft;
    const step = stepNoteDraft(draft, event);
    for (const effect of step.effects) {
      expect(before.sending === null || event.kind === "sendSucceeded" || event.kind === "sendFailed").toBe(true);
      if (effect.call.kind !== "create") expect(server.has(effect.call.id)).toBe(true);
      expect(step.draft.sending).toEqual(effect.call);
    }
    expect(step.effects.length).toBeLessThanOrEqual(1);
    draft = step.draft;
  };
  const land = (ok: boolean) => {
    const call = draft.sending;
    if (!call) return;
    if (!ok) return apply({ kind: "sendFailed" });
    if (call.kind === "create") {
      const id = String(nextId++);
      server.set(id, call.content.html);
      return apply({ kind: "sendSucceeded", id });
    }
    if (call.kind === "update") server.set(call.id, call.content.html);
    else server.delete(call.id);
    return apply({ kind: "sendSucceeded", id: call.kind === "update" ? call.id : null });
  };
  for (const action of actions) {
    if (action.kind === "type") apply({ kind: "typed", content: action.content });
    else if (action.kind === "save") apply({ kind: "saveAsked" });
    else land(action.ok);
  }
  // Typing stops; the network comes back: every save asked succeeds.
  const lastTyped = draft.typed;
  apply({ kind: "saveAsked" });
  for (let guard = 0; draft.sending && guard < 10; guard += 1) land(true);
  return { draft, server, lastTyped };
};

describe("note drafts: the pure rules of every note field (spec 2 §4.4, §5; spec 3 §4)", () => {
  it("creates only without an id, updates and removes only with one, and never sends an empty note", () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const call = nextNoteSend(draft);
        if (call?.kind === "create") expect(draft.id).toBeNull();
        if (call?.kind === "update" || call?.kind === "remove") expect(call.id).toBe(draft.id);
        if (call && call.kind !== "remove") expect(isEmptyNoteContent(call.content)).toBe(false);
      }),
    );
  });

  it("sends content when it appears or its html changes; an emptied note is removed or kept as the field says", () => {
    fc.assert(
      fc.property(draftArb, (draft) => {
        const call = nextNoteSend(draft);
        const empty = draft.typed.text.trim() === "";
        if (empty)
          expect(call?.kind ?? null).toBe(draft.id !== null && draft.whenEmptied === "remove" ? "remove" : null);
        else if (draft.id === null) expect(call?.kind).toBe("create");
        else expect(call?.kind ?? null).toBe(draft.typed.html === draft.saved.html ? null : "update");
      }),
    );
  });

  it("sends nothing when what is typed equals what is saved", () => {
    fc.assert(
      fc.property(fc.constantFrom("1", "7"), contentArb, emptiedArb, (id, content, whenEmptied) => {
        fc.pre(!isEmptyNoteContent(content));
        const step = stepNoteDraft(
          stepNoteDraft(savedNoteDraft(id, content, whenEmptied), { kind: "typed", content }).draft,
          { kind: "saveAsked" },
        );
        expect(step.effects).toEqual([]);
        expect(step.draft.status).toBe("saved");
      }),
    );
  });

  it("the last typed content is what ends up saved, after any interleaving of typing, saves and answers", () => {
    fc.assert(
      fc.property(
        emptiedArb,
        fc.option(contentArb, { nil: null }),
        fc.array(actionArb, { maxLength: 30 }),
        (whenEmptied, existing, actions) => {
          const server = new Map<string, string>();
          const start =
            existing && !isEmptyNoteContent(existing)
              ? (server.set("1", existing.html), savedNoteDraft("1", existing, whenEmptied))
              : emptyNoteDraft(whenEmptied);
          const { draft, lastTyped } = run(start, actions, server);
          expect(isSettled(draft)).toBe(true);
          expect(draft.status).toBe("saved");
          expect(draft.typed).toEqual(lastTyped);
          // One note at most per field: the field never loses track of what it created.
          expect(server.size).toBeLessThanOrEqual(1);
          if (!isEmptyNoteContent(lastTyped)) {
            expect(draft.id).not.toBeNull();
            expect(server.get(draft.id ?? "")).toBe(lastTyped.html);
            expect(draft.saved.html).toBe(lastTyped.html);
          } else if (whenEmptied === "remove") {
            expect(draft.id).toBeNull();
            expect(server.size).toBe(0);
          }
        },
      ),
    );
  });

  it("a failed send keeps the typed draft, says not-saved, and the next save sends it again", () => {
    fc.assert(
      fc.property(contentArb, (content) => {
        fc.pre(!isEmptyNoteContent(content));
        const typed = stepNoteDraft(emptyNoteDraft(), { kind: "typed", content }).draft;
        const sending = stepNoteDraft(typed, { kind: "saveAsked" });
        expect(sending.effects).toEqual([{ kind: "send", call: { kind: "create", content } }]);
        const failed = stepNoteDraft(sending.draft, { kind: "sendFailed" }).draft;
        expect(failed).toMatchObject({ typed: content, saved: EMPTY_NOTE_CONTENT, id: null, status: "not-saved" });
        expect(stepNoteDraft(failed, { kind: "saveAsked" }).effects).toEqual(sending.effects);
      }),
    );
  });

  it("typing on while a call is on its way sends the newer content right after it lands, even when it failed", () => {
    const first = { html: "<p>a</p>", text: "a" };
    const second = { html: "<p>ab</p>", text: "ab" };
    let step = stepNoteDraft(stepNoteDraft(emptyNoteDraft(), { kind: "typed", content: first }).draft, {
      kind: "saveAsked",
    });
    step = stepNoteDraft(stepNoteDraft(step.draft, { kind: "typed", content: second }).draft, { kind: "saveAsked" });
    expect(step.effects).toEqual([]);
    expect(step.draft.status).toBe("saving");
    const landed = stepNoteDraft(step.draft, { kind: "sendSucceeded", id: "5" });
    expect(landed.effects).toEqual([{ kind: "send", call: { kind: "update", id: "5", content: second } }]);
    const failedFirst = stepNoteDraft(step.draft, { kind: "sendFailed" });
    expect(failedFirst.effects).toEqual([{ kind: "send", call: { kind: "create", content: second } }]);
  });

  it("a note removed while its creation is on its way gets its id, then is removed", () => {
    const content = { html: "<p>x</p>", text: "x" };
    const sending = stepNoteDraft(stepNoteDraft(emptyNoteDraft(), { kind: "typed", content }).draft, {
      kind: "saveAsked",
    }).draft;
    const removed = stepNoteDraft(sending, { kind: "removed" }).draft;
    expect(removed).toMatchObject({ typed: EMPTY_NOTE_CONTENT, status: "saving" });
    const landed = stepNoteDraft(removed, { kind: "sendSucceeded", id: "8" });
    expect(landed.effects).toEqual([{ kind: "send", call: { kind: "remove", id: "8" } }]);
    expect(stepNoteDraft(emptyNoteDraft(), { kind: "removed" })).toEqual({ draft: emptyNoteDraft(), effects: [] });
  });

  it("an answer with nothing on its way changes nothing", () => {
    fc.assert(
      fc.property(
        draftArb,
        fc.constantFrom<NoteDraftEvent>({ kind: "sendFailed" }, { kind: "sendSucceeded", id: "3" }),
        (draft, event) => {
          expect(stepNoteDraft(draft, event)).toEqual({ draft, effects: [] });
        },
      ),
    );
  });

  it("saves a note typed during a highlight with it, and drops it when empty", () => {
    fc.assert(
      fc.property(contentArb, fc.string({ minLength: 1, maxLength: 5 }), (typed, id) => {
        const note = noteForCompletedHighlight(typed, id);
        expect(note).toEqual(typed.text.trim() === "" ? null : { content: typed, poiId: id });
      }),
    );
  });
});
