import { SessionDocumentReply } from "@lectern/core/records/record/recordReplies";
import { RECORD_TEXTS } from "@lectern/core/records/record/recordTexts";
import { toRecordDetail } from "@lectern/core/records/record/toRecordDetail";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { type DocumentOptions, sessionDocument } from "./recordDocuments";

const detail = (options?: DocumentOptions) =>
  toRecordDetail(Schema.decodeUnknownSync(SessionDocumentReply)(sessionDocument(options)));

describe("toRecordDetail: the session document as the record page's model", () => {
  it("reads the session, its streams, highlights, notes, tags, summary and action items", () => {
    const record = detail();
    expect(record).toMatchObject({
      id: "41",
      name: "Cell biology",
      demo: true,
      favourite: false,
      startedAt: "2026-03-02T10:00:00.000Z",
      duration: 300,
      type: "audio",
      summary: {
        status: "ready",
        error: null,
        items: [{ text: "Cells divide.", start: null, end: null, poiId: null }],
      },
      keyPoints: { status: "ready", error: null, items: [{ text: "Mitosis", start: null, end: null, poiId: null }] },
      actionItems: {
        status: "ready",
        error: null,
        items: [{ id: "12", text: "Read chapter 4", textHighlighted: "<b>Read</b>", start: null, end: null }],
      },
    });
    expect(record.streams).toEqual([
      expect.objectContaining({ id: "9", primary: true, status: 30, waveformPath: "streams/9/waveform" }),
    ]);
    // The session's tag only: "exam" belongs to a highlight.
    expect(record.tags).toEqual([{ id: "5", text: "biology" }]);
    expect(record.notes).toEqual([
      { id: "80", text: "Read chapter 4", html: "<p>Read chapter 4</p>", poiId: null, file: null },
    ]);
  });

  it("places highlights in seconds from the session start, in time order, with their tags", () => {
    expect(detail().highlights).toEqual([
      { id: "71", type: "stopwatch", name: "Mitosis", start: 20, duration: null, tags: [] },
      { id: "70", type: "poi", name: null, start: 65, duration: 10, tags: [{ id: "6", tag: "exam" }] },
    ]);
  });

  it("flattens the transcript's turns into sentences in time order", () => {
    expect(detail().transcript).toEqual({
      status: "ready",
      speakers: [
        { id: "host", name: "Ada" },
        { id: "guest", name: "Ben" },
      ],
      sentences: [
        { index: 0, speakerId: "host", start: 0, end: 3, text: "Welcome." },
        { index: 1, speakerId: "guest", start: 4, end: 6, text: "A question." },
      ],
    });
  });

  it("gives the reason when there is no transcript: the server's error, else the default once processed", () => {
    expect(detail({ transcript: "error" }).transcript).toEqual({ status: "none", reason: "No captions were heard." });
    expect(detail({ transcript: "none" }).transcript).toEqual({ status: "none", reason: RECORD_TEXTS.noTranscript });
    expect(detail({ transcript: "none", status: 20, progress: 40 }).transcript).toEqual({ status: "pending" });
  });
});
