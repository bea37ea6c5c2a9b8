import { SessionDocumentReply } from "@lectern/core/records/record/recordReplies";
import {
  IDLE_RECORD_MODEL,
  IDLE_RECORD_PAGE,
  type RecordPageEvent,
  type RecordPageModel,
  recordPageReducer,
} from "@lectern/core/records/record/recordPageReducer";
import { toRecordDetail } from "@lectern/core/records/record/toRecordDetail";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionDocument } from "./recordDocuments";

const record = (status: number, progress: number, id = "41") =>
  toRecordDetail(Schema.decodeUnknownSync(SessionDocumentReply)(sessionDocument({ id, status, progress })));

/** The model after `events` (what the page shows is its `view`). */
const step = (events: readonly RecordPageEvent[], from: RecordPageModel = IDLE_RECORD_MODEL): RecordPageModel =>
  events.reduce((model, event) => recordPageReducer(model, event).state, from);
const run = (events: readonly RecordPageEvent[], from?: RecordPageModel) => step(events, from).view;

const progress = (value: number, status: number | null = 20): RecordPageEvent => ({
  type: "convertProgress",
  progress: { streamId: "9", status, progress: value },
});

describe("recordPageReducer", () => {
  it("opens, loads and reports processing as a whole percent from the primary stream", () => {
    const state = run([
      { type: "opened", id: "41" },
      { type: "loaded", record: record(20, 12.6) },
    ]);
    expect(state).toMatchObject({ phase: "ready", id: "41", processing: 12, media: null });
  });

  it("follows stream_convert_progress; 100 or status 30 means converted", () => {
    const opened = step([
      { type: "opened", id: "41" },
      { type: "loaded", record: record(20, 0) },
    ]);
    expect(run([progress(55)], opened)).toMatchObject({ processing: 55 });
    expect(run([progress(100)], opened)).toMatchObject({ processing: null });
    expect(run([progress(10, 30)], opened)).toMatchObject({ processing: null });
  });

  it("never lets a late event or a reload undo newer progress", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 20 }), (values) => {
        let model = step([
          { type: "opened", id: "41" },
          { type: "loaded", record: record(20, 0) },
        ]);
        let highest = 0;
        for (const value of values) {
          model = recordPageReducer(model, progress(value)).state;
          const state = model.view;
          highest = Math.max(highest, value);
          const shown = state.phase === "ready" ? state.processing : -1;
          expect(shown).toBe(highest >= 100 ? null : Math.min(99, highest));
        }
        const reloaded = recordPageReducer(model, { type: "loaded", record: record(20, 0) }).state.view;
        expect(reloaded.phase === "ready" && reloaded.processing).toBe(highest >= 100 ? null : Math.min(99, highest));
      }),
    );
  });

  it("shows not found for a 404 and the error otherwise; a failed reload keeps the page", () => {
    const loading = step([{ type: "opened", id: "41" }]);
    expect(run([{ type: "loadFailed", notFound: true, message: "x" }], loading)).toEqual({
      phase: "notFound",
      id: "41",
    });
    expect(run([{ type: "loadFailed", notFound: false, message: "Offline" }], loading)).toEqual({
      phase: "failed",
      id: "41",
      message: "Offline",
    });
    const shown = step([{ type: "loaded", record: record(30, 100) }], loading);
    expect(run([{ type: "loadFailed", notFound: false, message: "Offline" }], shown)).toBe(shown.view);
  });

  it("keeps media and waveform across reloads, and ignores a reply for another record", () => {
    const shown = step([
      { type: "opened", id: "41" },
      { type: "loaded", record: record(30, 100) },
      { type: "mediaLoaded", media: { primary: "blob:a", camera: null } },
    ]);
    const reloaded = run([{ type: "loaded", record: { ...record(30, 100), name: "Renamed" } }], shown);
    expect(reloaded).toMatchObject({ media: { primary: "blob:a" }, record: { name: "Renamed" } });
    expect(run([{ type: "loaded", record: record(30, 100, "42") }], shown)).toBe(shown.view);
    expect(run([{ type: "closed" }, { type: "loaded", record: record(30, 100) }], shown)).toBe(IDLE_RECORD_PAGE);
  });
});
