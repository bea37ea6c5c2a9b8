import {
  type SlidesViewEvent,
  type SlidesViewState,
  initialSlidesView,
  nextSlidesView,
} from "@lectern/core/slides/domain/slidesViewState";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const run = (events: readonly SlidesViewEvent[], from: SlidesViewState = initialSlidesView) =>
  events.reduce(nextSlidesView, from);

const eventArb: fc.Arbitrary<SlidesViewEvent> = fc.oneof(
  fc.record({
    kind: fc.constant("init" as const),
    loadOnInit: fc.boolean(),
    isOwner: fc.boolean(),
    hasSlideUrl: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("loaded" as const), hasSlideUrl: fc.boolean() }),
  fc.constant({ kind: "loadFailed" as const }),
  fc.record({ kind: fc.constant("fileChosen" as const), skipReading: fc.boolean() }),
  fc.constant({ kind: "uploaded" as const }),
  fc.record({ kind: fc.constant("uploadFailed" as const), error: fc.constant("Slides not uploaded") }),
  fc.record({ kind: fc.constant("readFailed" as const), error: fc.constant("Slides file cannot be read. Try again") }),
  fc.constant({ kind: "removed" as const }),
);

describe("slides view states (spec 3 §4)", () => {
  it("init with loading goes to Load, then Read with a slide URL or Upload without", () => {
    const loading = run([{ kind: "init", loadOnInit: true, isOwner: true, hasSlideUrl: false }]);
    expect(loading.view).toBe("Load");
    expect(nextSlidesView(loading, { kind: "loaded", hasSlideUrl: true }).view).toBe("Read");
    expect(nextSlidesView(loading, { kind: "loaded", hasSlideUrl: false }).view).toBe("Upload");
  });

  it("init without loading: Read when a URL exists, else Upload for an owner, Init for a viewer", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (isOwner, hasSlideUrl) => {
        const { view } = run([{ kind: "init", loadOnInit: false, isOwner, hasSlideUrl }]);
        expect(view).toBe(hasSlideUrl ? "Read" : isOwner ? "Upload" : "Init");
      }),
    );
  });

  it("a valid file goes to Read (preview) or None (reading skipped), and None ends in Read", () => {
    const upload = run([{ kind: "init", loadOnInit: false, isOwner: true, hasSlideUrl: false }]);
    expect(nextSlidesView(upload, { kind: "fileChosen", skipReading: false }).view).toBe("Read");
    const none = nextSlidesView(upload, { kind: "fileChosen", skipReading: true });
    expect(none.view).toBe("None");
    expect(nextSlidesView(none, { kind: "uploaded" }).view).toBe("Read");
  });

  it("a read failure, an upload failure and a removal return to Upload, errors kept to show", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        const state = run(events);
        expect(nextSlidesView(state, { kind: "readFailed", error: "e1" })).toEqual({ view: "Upload", error: "e1" });
        expect(nextSlidesView(state, { kind: "uploadFailed", error: "e2" })).toEqual({ view: "Upload", error: "e2" });
        expect(nextSlidesView(state, { kind: "removed" })).toEqual({ view: "Upload", error: null });
      }),
    );
  });

  it("a late load's end changes nothing once the widget left Load", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), fc.boolean(), (events, hasSlideUrl) => {
        const state = run(events);
        fc.pre(state.view !== "Load");
        expect(nextSlidesView(state, { kind: "loaded", hasSlideUrl })).toBe(state);
        expect(nextSlidesView(state, { kind: "loadFailed" })).toBe(state);
      }),
    );
  });

  it("any error is cleared by the next success", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        const state = run([...events, { kind: "readFailed", error: "x" }, { kind: "fileChosen", skipReading: false }]);
        expect(state.error).toBeNull();
      }),
    );
  });
});
