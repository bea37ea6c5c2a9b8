import { SessionDocumentReply } from "@lectern/core/records/record/recordReplies";
import { RECORD_TEXTS } from "@lectern/core/records/record/recordTexts";
import { toRecordDetail } from "@lectern/core/records/record/toRecordDetail";
import { markGenerating, summaryStatus } from "@lectern/core/records/record/toStudyMaterial";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPLETED_SUMMARY, type DocumentOptions, sessionDocument } from "./recordDocuments";

const detail = (options: DocumentOptions) =>
  toRecordDetail(Schema.decodeUnknownSync(SessionDocumentReply)(sessionDocument(options)));

const text = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => value.trim() !== "");
const time = fc.option(fc.double({ min: 0, max: 14_400, noNaN: true }), { nil: null });
/** A summary item as contract 1 sends it, or the legacy plain string. */
const wireItem = fc.oneof(
  text,
  fc.record({ text, start: time, end: time, poi_id: fc.option(fc.oneof(fc.nat(), fc.uuid()), { nil: null }) }),
);

describe("study material on the record page (contract 1, spec 3 §4)", () => {
  it("keeps every item's text, time and highlight; a plain string has no time", () => {
    fc.assert(
      fc.property(fc.array(wireItem, { maxLength: 8 }), fc.array(wireItem, { maxLength: 8 }), (summary, points) => {
        const record = detail({ summary: { ...COMPLETED_SUMMARY, summary, key_points: points } });
        const expected = (items: typeof summary) =>
          items.map((item) =>
            typeof item === "string"
              ? { text: item, start: null, end: null, poiId: null }
              : {
                  text: item.text,
                  start: item.start,
                  end: item.end,
                  poiId: item.poi_id === null ? null : String(item.poi_id),
                },
          );
        expect(record.summary).toEqual({
          status: "ready",
          error: null,
          source: "transcript",
          items: expected(summary),
        });
        expect(record.keyPoints).toEqual({
          status: "ready",
          error: null,
          source: "transcript",
          items: expected(points),
        });
      }),
    );
  });

  it("an error attribute means failed whatever the status; 30 without a reason says so; 0 is generating", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -1, max: 40 }), { nil: null }), text, (status, error) => {
        expect(summaryStatus({ ...COMPLETED_SUMMARY, status, error })).toEqual({
          status: "failed",
          error: error.trim(),
        });
      }),
    );
    expect(summaryStatus({ ...COMPLETED_SUMMARY, status: 30 })).toEqual({
      status: "failed",
      error: RECORD_TEXTS.generationFailed,
    });
    expect(summaryStatus({ ...COMPLETED_SUMMARY, status: 0, summary: [] })).toEqual({
      status: "generating",
      error: null,
    });
    expect(summaryStatus(undefined)).toEqual({ status: "none", error: null });
    // An older server with no status: ready when it has lines, none when it has nothing.
    expect(summaryStatus({ summary: ["A line."] }).status).toBe("ready");
    expect(summaryStatus({ summary: [] }).status).toBe("none");
  });

  it("accepts spec 3 §3's single item and drops blank lines", () => {
    const record = detail({ summary: { status: 20, summary: "One line.", key_points: ["  ", "A point."] } });
    expect(record.summary.items.map((item) => item.text)).toEqual(["One line."]);
    expect(record.keyPoints.items.map((item) => item.text)).toEqual(["A point."]);
  });

  it("action items carry their times and share the summary's status; without a summary they are ready", () => {
    const items = [{ text: "Read chapter 4", text_highlighted: null, start: 12.5, end: 18 }];
    expect(detail({ summary: { status: 0 }, actionItems: items }).actionItems).toMatchObject({
      status: "generating",
      items: [{ text: "Read chapter 4", start: 12.5, end: 18 }],
    });
    expect(detail({ summary: { status: 30, error: "No transcript." }, actionItems: items }).actionItems).toMatchObject({
      status: "failed",
      error: "No transcript.",
    });
    expect(detail({ summary: null, actionItems: items }).actionItems.status).toBe("ready");
    expect(detail({ summary: null, actionItems: [] }).actionItems).toEqual({
      status: "none",
      error: null,
      source: "transcript",
      items: [],
    });
  });

  it("reads the summary of the primary stream when the session has several", () => {
    const document = sessionDocument();
    document.included.push({
      id: "5",
      type: "sessions_summaries",
      attributes: { stream_id: "other", status: 30, error: "Not this one." },
    } as never);
    document.included.reverse();
    const record = toRecordDetail(Schema.decodeUnknownSync(SessionDocumentReply)(document));
    expect(record.summary.status).toBe("ready");
  });

  it("asking for a generation puts every panel to generating and keeps what they had", () => {
    const record = markGenerating(detail({}));
    expect(record.summary).toMatchObject({ status: "generating", error: null, items: [{ text: "Cells divide." }] });
    expect(record.keyPoints.status).toBe("generating");
    expect(record.actionItems).toMatchObject({ status: "generating", items: [{ text: "Read chapter 4" }] });
  });
});
