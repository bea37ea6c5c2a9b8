import type { RecordSummary } from "@lectern/core/records/list/RecordSummary";
import { recordPath } from "@lectern/core/records/list/recordPath";
import { inRecordsView, matchesRecordsQuery, placeRecord } from "@lectern/core/records/list/recordsListRules";
import { DEFAULT_RECORDS_QUERY, RECORDS_VIEWS, type RecordsQuery } from "@lectern/core/records/list/recordsQuery";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const record = (id: number, change: Partial<RecordSummary> = {}): RecordSummary => ({
  id: String(id),
  name: `Lecture ${id}`,
  startedAt: new Date(Date.UTC(2026, 10, 1) + id * 3_600_000).toISOString(),
  duration: 60,
  kind: "audio",
  status: 20,
  thumbnailUrl: null,
  favourite: false,
  demo: false,
  highlightsCount: 0,
  tags: [],
  processing: null,
  sharedWithMe: false,
  owner: null,
  ...change,
});

const anyRecord = fc
  .record({ id: fc.integer({ min: 1, max: 500 }), favourite: fc.boolean(), sharedWithMe: fc.boolean() })
  .map(({ id, ...change }) => record(id, change));
const anyView = fc.constantFrom(...RECORDS_VIEWS);

describe("which view a session belongs to (contract rule 13)", () => {
  it("own sessions in 'All recordings', shared ones in 'Shared with me', starred ones of both in 'Favourites'", () => {
    fc.assert(
      fc.property(anyRecord, (item) => {
        expect(inRecordsView(item, "all")).toBe(!item.sharedWithMe);
        expect(inRecordsView(item, "shared")).toBe(item.sharedWithMe);
        expect(inRecordsView(item, "favourites")).toBe(item.favourite);
      }),
    );
  });

  it("a live change places a session only in a view it belongs to, and takes it out of one it left", () => {
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 8 }), anyRecord, anyView, fc.boolean(), (rows, item, view, more) => {
        const query: RecordsQuery = { ...DEFAULT_RECORDS_QUERY, view };
        const shown = rows.filter((row) => row.id !== item.id && matchesRecordsQuery(row, query));
        const placed = placeRecord(shown, item, query, more);
        const isShown = placed.some((row) => row.id === item.id);
        if (!inRecordsView(item, view)) expect(isShown).toBe(false);
        if (isShown) expect(placed.find((row) => row.id === item.id)).toBe(item);
        // A row that left its view goes even when it was shown before.
        const before = [...shown, item];
        if (!inRecordsView(item, view))
          expect(placeRecord(before, item, query, more).some((row) => row.id === item.id)).toBe(false);
      }),
    );
  });

  it("opens someone else's recording on its shared-record page, one's own on its record page", () => {
    expect(recordPath(record(7))).toBe("/records/7");
    expect(recordPath(record(8, { sharedWithMe: true }))).toBe("/shared-records/8");
  });
});
