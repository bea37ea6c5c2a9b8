import { sharedAccess } from "@lectern/core/records/record/RecordAccess";
import { type RecordDetail, primaryStream } from "@lectern/core/records/record/RecordDetail";
import {
  IDLE_RECORD_MODEL,
  type RecordPageEffect,
  type RecordPageEvent,
  type RecordPageModel,
  recordPageReducer,
} from "@lectern/core/records/record/recordPageReducer";
import { isConverted } from "@lectern/core/records/record/recordProcessing";
import { SessionDocumentReply } from "@lectern/core/records/record/recordReplies";
import { toRecordDetail } from "@lectern/core/records/record/toRecordDetail";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionDocument } from "./recordDocuments";

const record = ({ id = "41", converted = true, waveform = true } = {}): RecordDetail =>
  toRecordDetail(
    Schema.decodeUnknownSync(SessionDocumentReply)(
      sessionDocument({ id, status: converted ? 30 : 20, progress: converted ? 100 : 0, waveform }),
    ),
  );

const viewer = (isOwner = false) =>
  sharedAccess(
    { isOwner, readOnly: !isOwner, downloadable: false, owner: { id: "3", name: "Ada" }, sharedPoi: null },
    true,
  );

/** The model and the effects of the last event, after `events` from `from`. */
const run = (events: readonly RecordPageEvent[], from: RecordPageModel = IDLE_RECORD_MODEL) =>
  events.reduce<{ state: RecordPageModel; effects: readonly RecordPageEffect[] }>(
    (step, event) => recordPageReducer(step.state, event),
    { state: from, effects: [] },
  );

const kinds = (effects: readonly RecordPageEffect[]) => effects.map((effect) => effect.kind);
const OWN = { type: "opened", id: "41", user: "7", mode: "own" } as const;
const SHARED = { type: "opened", id: "41", user: "7", mode: "shared" } as const;

describe("recordPageReducer's effects, one event at a time", () => {
  it("opened: the owner follows the record's channels and loads it; a visitor only loads it", () => {
    expect(run([OWN]).effects).toEqual([
      { kind: "begin", id: "41", user: "7" },
      { kind: "follow", id: "41", user: "7" },
      { kind: "loadRecord", id: "41", load: 1 },
    ]);
    expect(kinds(run([{ type: "opened", id: "41" }]).effects)).toEqual(["begin", "loadRecord"]);
  });

  it("opened on a shared link: enters its scope and bookmarks first (signed in) or remembers it (visitor)", () => {
    expect(run([SHARED]).effects).toEqual([
      { kind: "begin", id: "41", user: "7" },
      { kind: "enterShared", id: "41" },
      { kind: "bookmark", id: "41" },
    ]);
    expect(run([SHARED, { type: "bookmarked" }]).effects).toEqual([{ kind: "loadRecord", id: "41", load: 1 }]);
    expect(run([{ ...SHARED, user: null }]).effects).toEqual([
      { kind: "begin", id: "41", user: null },
      { kind: "enterShared", id: "41" },
      { kind: "rememberForLogin", id: "41", path: "/shared-records/41" },
      { kind: "loadRecord", id: "41", load: 1 },
    ]);
  });

  it("opened again: the same record loading or shown does nothing; another one (or Try again) ends the first", () => {
    const loading = run([OWN]).state;
    expect(run([OWN], loading)).toEqual({ state: loading, effects: [] });
    expect(kinds(run([{ ...OWN, id: "42" }], loading).effects)).toEqual(["end", "begin", "follow", "loadRecord"]);
    expect(kinds(run([{ ...OWN, again: true }], loading).effects)).toEqual(["end", "begin", "follow", "loadRecord"]);
  });

  it("loaded and converted: the tags offered, the player's addresses and the waveform, once per open", () => {
    const shown = run([OWN, { type: "loaded", record: record(), load: 1 }]);
    expect(shown.effects).toEqual([
      { kind: "loadTagOptions", id: "41" },
      { kind: "loadMedia", id: "41", streamId: "9", cameraId: null },
      { kind: "loadWaveform", id: "41", streamId: "9" },
    ]);
    const reloaded = run([{ type: "reload" }, { type: "loaded", record: record(), load: 2 }], shown.state);
    expect(reloaded.effects).toEqual([]);
    expect(run([{ type: "loaded", record: record({ waveform: false }), load: 1 }], run([OWN]).state).effects).toEqual([
      { kind: "loadTagOptions", id: "41" },
      { kind: "loadMedia", id: "41", streamId: "9", cameraId: null },
    ]);
  });

  it("asks for the camera beside the primary stream", () => {
    const base = record({ waveform: false });
    const camera = { ...base.streams[0]!, id: "10", kind: "camera", primary: false };
    const step = run([OWN, { type: "loaded", record: { ...base, streams: [...base.streams, camera] } }]);
    expect(step.effects).toContainEqual({ kind: "loadMedia", id: "41", streamId: "9", cameraId: "10" });
  });

  it("while processing: nothing for the player; converted by the channel, the record is read again, then the player", () => {
    const processing = run([OWN, { type: "loaded", record: record({ converted: false }), load: 1 }]);
    expect(processing.effects).toEqual([{ kind: "loadTagOptions", id: "41" }]);
    const progress = (value: number, status = 20): RecordPageEvent => ({
      type: "convertProgress",
      progress: { streamId: "9", status, progress: value },
    });
    expect(run([progress(64)], processing.state).effects).toEqual([]);
    const converted = run([progress(100)], processing.state);
    expect(converted.effects).toEqual([{ kind: "loadRecord", id: "41", load: 2 }]);
    // Already converted: a later progress event asks for nothing more.
    expect(run([progress(10, 30)], converted.state).effects).toEqual([]);
    expect(kinds(run([{ type: "loaded", record: record(), load: 2 }], converted.state).effects)).toEqual([
      "loadMedia",
      "loadWaveform",
    ]);
  });

  it("the channel confirmed after a processing record was read: read once more, as its end may have gone unheard", () => {
    const unconverted = { type: "loaded", record: record({ converted: false }) } as const;
    // Confirmed after the reply: the record is read again, once.
    const shownFirst = run([OWN, { ...unconverted, load: 1 }]).state;
    const confirmed = run([{ type: "followed" }], shownFirst);
    expect(confirmed.effects).toEqual([{ kind: "loadRecord", id: "41", load: 2 }]);
    expect(kinds(run([{ ...unconverted, load: 2 }], confirmed.state).effects)).toEqual([]);
    // Confirmed while the load was on its way: its reply may predate the channel, so one more read.
    const inFlight = run([OWN, { type: "followed" }]);
    expect(inFlight.effects).toEqual([]);
    const replied = run([{ ...unconverted, load: 1 }], inFlight.state);
    expect(replied.effects).toContainEqual({ kind: "loadRecord", id: "41", load: 2 });
    expect(kinds(run([{ ...unconverted, load: 2 }], replied.state).effects)).toEqual([]);
    // A converted record confirmed the first time asks for nothing; after a reconnection it is read again.
    const converted = run([OWN, { type: "followed" }, { type: "loaded", record: record(), load: 1 }]);
    expect(kinds(converted.effects)).not.toContain("loadRecord");
    expect(run([{ type: "followed" }], converted.state).effects).toEqual([{ kind: "loadRecord", id: "41", load: 2 }]);
  });

  it("a stale reply changes nothing and asks for nothing: an older load, another record, after close", () => {
    const twice = run([OWN, { type: "reload" }]).state;
    for (const event of [
      { type: "loaded", record: record(), load: 1 },
      { type: "loadFailed", notFound: true, message: "x", load: 1 },
      { type: "linkRefused", code: 404, message: "x", load: 1 },
      { type: "loaded", record: record({ id: "42" }), load: 2 },
    ] as const) {
      expect(run([event], twice)).toEqual({ state: twice, effects: [] });
    }
    expect(run([{ type: "loaded", record: record() }], IDLE_RECORD_MODEL)).toEqual({
      state: IDLE_RECORD_MODEL,
      effects: [],
    });
  });

  it("a shared record's load: the owner's channel by the record's id and the shared permissions, once", () => {
    const load: RecordPageEvent = { type: "loaded", record: record(), access: viewer(), openedAs: "41", load: 1 };
    const shown = run([SHARED, { type: "bookmarked" }, load]);
    // Read-only: no tags are offered.
    expect(shown.effects).toEqual([
      { kind: "followOwner", id: "41", ownerId: "3", recordId: "41" },
      { kind: "loadSharedPermissions", id: "41" },
      { kind: "loadMedia", id: "41", streamId: "9", cameraId: null },
      { kind: "loadWaveform", id: "41", streamId: "9" },
    ]);
    expect(run([{ type: "reload" }, { ...load, load: 2 }], shown.state).effects).toEqual([]);
    const failed = run([{ type: "sharedPermissionsFailed" }], shown.state).state.view;
    expect(failed.phase === "ready" && failed.access.sharedPermissions).toEqual({});
    // The owner on their own shared link: tags, and no shared set to ask for.
    const own = run([SHARED, { type: "bookmarked" }, { ...load, access: viewer(true) }]);
    expect(kinds(own.effects)).toEqual(["followOwner", "loadTagOptions", "loadMedia", "loadWaveform"]);
    // A visitor follows no channel.
    const visitor = run([{ ...SHARED, user: null }, load]);
    expect(kinds(visitor.effects)).toEqual(["loadSharedPermissions", "loadMedia", "loadWaveform"]);
  });

  it("failed reads are asked again: media at the next load, the waveform when it finishes", () => {
    const shown = run([OWN, { type: "loaded", record: record(), load: 1 }]).state;
    const retried = run(
      [{ type: "mediaFailed" }, { type: "reload" }, { type: "loaded", record: record(), load: 2 }],
      shown,
    );
    expect(retried.effects).toEqual([{ kind: "loadMedia", id: "41", streamId: "9", cameraId: null }]);
    expect(
      run([{ type: "waveformFailed" }, { type: "reload" }, { type: "loaded", record: record(), load: 2 }], shown)
        .effects,
    ).toEqual([{ kind: "loadWaveform", id: "41", streamId: "9" }]);
  });

  it("waveform_finished: that stream's peaks until shown, and the addresses while the player has none", () => {
    const shown = run([OWN, { type: "loaded", record: record(), load: 1 }]).state;
    expect(run([{ type: "waveformFinished", streamId: "9" }], shown).effects).toEqual([
      { kind: "loadWaveform", id: "41", streamId: "9" },
      { kind: "loadMedia", id: "41", streamId: "9", cameraId: null },
    ]);
    expect(run([{ type: "waveformFinished", streamId: "12" }], shown).effects).toEqual([
      { kind: "loadMedia", id: "41", streamId: "9", cameraId: null },
    ]);
    const playing = run(
      [
        { type: "mediaLoaded", media: { primary: "blob:9", camera: null } },
        {
          type: "waveformLoaded",
          waveform: { channels: 1, sample_rate: 1, samples_per_pixel: 1, bits: 8, length: 0, peaks: [] },
        },
      ],
      shown,
    ).state;
    expect(run([{ type: "waveformFinished", streamId: "9" }], playing).effects).toEqual([]);
  });

  it("removed here leaves the channels; removed elsewhere says not found; closed ends the open", () => {
    const shown = run([OWN, { type: "loaded", record: record(), load: 1 }]).state;
    expect(run([{ type: "removed" }], shown)).toEqual({
      state: { ...shown, view: { phase: "removed", id: "41" } },
      effects: [{ kind: "unfollow", id: "41" }],
    });
    expect(run([{ type: "removedElsewhere", id: "42" }], shown)).toEqual({ state: shown, effects: [] });
    expect(run([{ type: "removedElsewhere", id: "41" }], shown).state.view).toEqual({ phase: "notFound", id: "41" });
    expect(run([{ type: "closed", id: "42" }], shown)).toEqual({ state: shown, effects: [] });
    expect(run([{ type: "closed", id: "41" }], shown)).toEqual({
      state: IDLE_RECORD_MODEL,
      effects: [{ kind: "end" }],
    });
    expect(run([{ type: "closed" }], IDLE_RECORD_MODEL)).toEqual({ state: IDLE_RECORD_MODEL, effects: [] });
    expect(run([{ type: "reload" }], IDLE_RECORD_MODEL).effects).toEqual([]);
  });
});

/** One step of a random session of the page; replies name the newest load or an older one. */
type Command =
  | {
      readonly t: "open";
      readonly id: string;
      readonly user: string | null;
      readonly shared: boolean;
      readonly again: boolean;
    }
  | { readonly t: "close"; readonly id: string | undefined }
  | {
      readonly t: "loaded";
      readonly id: string;
      readonly converted: boolean;
      readonly waveform: boolean;
      readonly owner: boolean;
      readonly fresh: boolean;
    }
  | { readonly t: "loadFailed"; readonly notFound: boolean; readonly fresh: boolean }
  | { readonly t: "linkRefused"; readonly code: 403 | 404; readonly fresh: boolean }
  | { readonly t: "event"; readonly event: RecordPageEvent };

/** Mostly the record opened first, so its replies meet it; sometimes another one. */
const ids = fc.oneof({ arbitrary: fc.constant("41"), weight: 4 }, { arbitrary: fc.constant("42"), weight: 1 });
/** Mostly the newest load's reply; sometimes an older one's. */
const newestMostly = fc.integer({ min: 0, max: 3 }).map((n) => n > 0);
const PEAKS = { channels: 1, sample_rate: 1, samples_per_pixel: 1, bits: 8, length: 0, peaks: [] };
const simple: fc.Arbitrary<RecordPageEvent> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("convertProgress" as const),
      progress: fc.record({
        streamId: fc.constantFrom("9", "12"),
        status: fc.constantFrom(null, 20, 30),
        progress: fc.integer({ min: 0, max: 100 }),
      }),
    }),
  },
  { weight: 3, arbitrary: fc.constant<RecordPageEvent>({ type: "reload" }) },
  { weight: 1, arbitrary: fc.constant<RecordPageEvent>({ type: "followed" }) },
  {
    weight: 6,
    arbitrary: fc.constantFrom<RecordPageEvent>(
      { type: "bookmarked" },
      { type: "removed" },
      { type: "mediaFailed" },
      { type: "waveformFailed" },
      { type: "sharedPermissionsFailed" },
      { type: "sharedPermissionsLoaded", permissions: { quizShow: true } },
      { type: "mediaLoaded", media: { primary: "blob:9", camera: null } },
      { type: "waveformLoaded", waveform: PEAKS },
      { type: "tagOptionsLoaded", tags: [{ id: "5", text: "biology" }] },
      { type: "changed", change: (detail) => ({ ...detail, name: "Renamed" }) },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant("waveformFinished" as const), streamId: fc.constantFrom("9", "12") }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("removedElsewhere" as const), id: ids }) },
);

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("open" as const),
      id: ids,
      user: fc.constantFrom(null, "7"),
      shared: fc.boolean(),
      again: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant("close" as const), id: fc.constantFrom(undefined, "41", "42") }) },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant("loaded" as const),
      id: ids,
      converted: fc.boolean(),
      waveform: fc.boolean(),
      owner: fc.boolean(),
      fresh: newestMostly,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant("loadFailed" as const), notFound: fc.boolean(), fresh: newestMostly }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant("linkRefused" as const),
      code: fc.constantFrom(403 as const, 404 as const),
      fresh: newestMostly,
    }),
  },
  { weight: 6, arbitrary: fc.record({ t: fc.constant("event" as const), event: simple }) },
);

/** The event a command is in `model`: a reply names the newest load, or the one before it. */
const eventOf = (model: RecordPageModel, step: Command): RecordPageEvent => {
  const newest = model.open?.loads ?? 0;
  const load = (fresh: boolean) => (fresh ? newest : newest - 1);
  switch (step.t) {
    case "open":
      return { type: "opened", id: step.id, user: step.user, mode: step.shared ? "shared" : "own", again: step.again };
    case "close":
      return step.id === undefined ? { type: "closed" } : { type: "closed", id: step.id };
    case "loaded": {
      const detail = record({ id: step.id, converted: step.converted, waveform: step.waveform });
      const shared = model.open?.mode === "shared";
      return shared
        ? {
            type: "loaded",
            record: record({ id: "41", converted: step.converted, waveform: step.waveform }),
            access: viewer(step.owner),
            openedAs: step.id,
            load: load(step.fresh),
          }
        : { type: "loaded", record: detail, load: load(step.fresh) };
    }
    case "loadFailed":
      return { type: "loadFailed", notFound: step.notFound, message: "Offline", load: load(step.fresh) };
    case "linkRefused":
      return { type: "linkRefused", code: step.code, message: "Refused", load: load(step.fresh) };
    case "event":
      return step.event;
  }
};

const LOADS = new Set<RecordPageEffect["kind"]>([
  "bookmark",
  "loadRecord",
  "loadTagOptions",
  "loadSharedPermissions",
  "loadMedia",
  "loadWaveform",
]);

/** What one open has asked for so far. */
interface Tally {
  media: number;
  mediaRetried: boolean;
  loads: number[];
  followOwner: number;
  permissions: number;
}

const freshTally = (): Tally => ({ media: 0, mediaRetried: false, loads: [], followOwner: 0, permissions: 0 });

describe("recordPageReducer's effects over random event sequences (no I/O)", () => {
  it("keeps its invariants", () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 50 }), (commands) => {
        let model = IDLE_RECORD_MODEL;
        let tally = freshTally();
        for (const next of commands) {
          const event = eventOf(model, next);
          const step = recordPageReducer(model, event);
          // Pure: the same model and event give the same step.
          expect(recordPageReducer(model, event)).toEqual(step);
          const { state, effects } = step;
          const open = state.open;

          // The view is idle exactly when no record is open.
          expect(state.view.phase === "idle").toBe(open === null);
          // No effect targets a record other than the open one.
          for (const effect of effects) if ("id" in effect) expect(effect.id).toBe(open?.id);
          // Only an open begins (and ends what was open before it); `end` only on close or a new open.
          const began = effects.some((effect) => effect.kind === "begin");
          expect(began).toBe(event.type === "opened" && effects.length > 0);
          if (effects.some((effect) => effect.kind === "end")) expect(["opened", "closed"]).toContain(event.type);
          // "closed" asks for nothing but the end.
          if (event.type === "closed") expect(kinds(effects).filter((kind) => kind !== "end")).toEqual([]);
          // A reply that is not the newest load's, or for another record, changes nothing and asks nothing.
          if (
            (event.type === "loaded" || event.type === "loadFailed" || event.type === "linkRefused") &&
            (model.open === null ||
              (event.load !== undefined && event.load !== model.open.loads) ||
              (event.type === "loaded" && (event.openedAs ?? event.record.id) !== model.open.id))
          ) {
            expect(step).toEqual({ state: model, effects: [] });
          }
          // Tags are never asked for whom may not attach them.
          if (effects.some((effect) => effect.kind === "loadTagOptions")) {
            expect(state.view.phase === "ready" && !state.view.access.readOnly).toBe(true);
          }
          // Deleted here: only the channels are left.
          if (event.type === "removed" && state !== model) expect(kinds(effects)).toEqual(["unfollow"]);

          if (began) tally = freshTally();
          if (event.type === "mediaFailed" || event.type === "waveformFinished") tally.mediaRetried = true;
          for (const effect of effects) {
            if (effect.kind === "loadMedia") tally.media += 1;
            if (effect.kind === "loadRecord") tally.loads.push(effect.load);
            if (effect.kind === "followOwner") tally.followOwner += 1;
            if (effect.kind === "loadSharedPermissions") tally.permissions += 1;
            if (LOADS.has(effect.kind)) expect(open).not.toBeNull();
          }
          // Each load is numbered after the one before it; the newest is the model's.
          expect(tally.loads).toEqual(tally.loads.map((_, index) => index + 1));
          if (open !== null) expect(open.loads).toBe(tally.loads.length);
          // At most one owner's channel and one shared permission set per open, and only on a shared link.
          expect(tally.followOwner).toBeLessThanOrEqual(1);
          expect(tally.permissions).toBeLessThanOrEqual(1);
          if (open !== null && tally.followOwner + tally.permissions > 0) expect(open.mode).toBe("shared");
          // Once a load shows a converted recording, the player's addresses have been asked for:
          // exactly once per open unless a read failed or a waveform finishing asked again.
          const view = state.view;
          if (event.type === "loaded" && state !== model && view.phase === "ready") {
            const primary = primaryStream(view.record);
            if (primary !== null && isConverted(primary)) {
              expect(tally.media).toBeGreaterThanOrEqual(1);
              if (!tally.mediaRetried) expect(tally.media).toBe(1);
            }
          }
          // Converted by the channel: the record is read again, once.
          if (
            event.type === "convertProgress" &&
            model.view.phase === "ready" &&
            model.view.processing !== null &&
            view.phase === "ready" &&
            view.processing === null
          ) {
            expect(kinds(effects)).toEqual(["loadRecord"]);
          }
          model = state;
        }
      }),
      { numRuns: 500 },
    );
  });
});
