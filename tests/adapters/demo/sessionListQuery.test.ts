import type { DemoRecordingSession } from "@lectern/adapters/demo/db/DemoSnapshot";
import {
  firstInOrder,
  readSessionListQuery,
  selectSessionPage,
  sessionComparator,
} from "@lectern/adapters/demo/model/sessionListQuery";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const session = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }).map(String),
    userId: fc.constantFrom("1", "2"),
    name: fc.string({ maxLength: 8 }),
    status: fc.constantFrom(0, 10, 20, 30) as fc.Arbitrary<DemoRecordingSession["status"]>,
    startedAt: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
    createdAt: fc.integer({ min: 0, max: 1_000 }),
  })
  .map((fields): DemoRecordingSession => ({
    ...fields,
    organizationId: null,
    endedAt: null,
    mergedAt: null,
    geo: null,
    demo: false,
    tagIds: [],
    thumbnailKey: null,
  }));
const sessions = fc.uniqueArray(session, { selector: (value) => value.id, maxLength: 300 });
const order = fc.record({
  sortBy: fc.constantFrom("started_at" as const, "name" as const),
  sortDirection: fc.constantFrom("asc" as const, "desc" as const),
});

describe("the demo's session list selection", () => {
  it("takes the first n in order exactly as a full sort would (the heap path and the sort path)", () => {
    fc.assert(
      fc.property(sessions, order, fc.integer({ min: 0, max: 320 }), (all, sort, count) => {
        const compare = sessionComparator(sort);
        expect(firstInOrder(all, count, compare)).toEqual([...all].sort(compare).slice(0, count));
      }),
    );
  });

  it("pages through every matching session once, in order, with the right totals", () => {
    fc.assert(
      fc.property(sessions, order, fc.integer({ min: 1, max: 40 }), (all, sort, limit) => {
        const query = readSessionListQuery(
          new URLSearchParams({ ...sort, "filter[pagination][limit]": String(limit), "statuses[]": "20" }),
          200,
        );
        const expected = all
          .filter((candidate) => candidate.userId === "1" && candidate.status === 20)
          .sort(sessionComparator(sort));
        const pages = Math.ceil(expected.length / limit);
        const seen: DemoRecordingSession[] = [];
        for (let page = 1; page <= pages + 1; page += 1) {
          const result = selectSessionPage(all, (candidate) => candidate.userId === "1", { ...query, page });
          expect(result.total).toBe(expected.length);
          expect(result.totalPages).toBe(pages);
          seen.push(...result.sessions);
        }
        expect(seen).toEqual(expected);
      }),
    );
  });
});
