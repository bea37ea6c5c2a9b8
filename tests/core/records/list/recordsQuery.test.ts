import {
  DEFAULT_RECORDS_QUERY,
  RECORDS_PAGE_SIZE,
  RECORDS_SORTS,
  RECORDS_VIEWS,
  type RecordsQuery,
  isCalendarDay,
  isNarrowed,
  listRequestQuery,
  queryFromSearchParams,
  searchParamsFromQuery,
} from "@lectern/core/records/list/recordsQuery";
import dayjs from "dayjs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const day = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A search as the box submits it: trimmed, anything else allowed (unicode, &, =, #, +, %). */
const term = fc.oneof(
  fc.constant(""),
  fc.string({ minLength: 1, maxLength: 60 }).map((text) => text.trim().slice(0, 200).trim()),
  fc.constantFrom("a&b=c", "50% off", "#1 + #2", "C++ & Rust", "Lecture?week=3"),
);

/** Any query the page can hold: a range is never reversed (the address drops a reversed one). */
const query: fc.Arbitrary<RecordsQuery> = fc
  .record({
    view: fc.constantFrom(...RECORDS_VIEWS),
    term,
    sort: fc.constantFrom(...RECORDS_SORTS),
    from: fc.option(day, { nil: null }),
    to: fc.option(day, { nil: null }),
  })
  .map((value) =>
    value.from !== null && value.to !== null && value.from > value.to
      ? { ...value, from: value.to, to: value.from }
      : value,
  );

/** Through the address bar and back: what a reload or a shared link does. */
const viaAddress = (value: RecordsQuery): RecordsQuery =>
  queryFromSearchParams(new URLSearchParams(new URLSearchParams(searchParamsFromQuery(value)).toString()));

describe("records query ⇄ address", () => {
  it("round-trips every query through the address text", () => {
    fc.assert(
      fc.property(query, (value) => {
        expect(viaAddress(value)).toEqual(value);
      }),
    );
  });

  it("leaves defaults out of the address: the default query is plain /records", () => {
    expect(searchParamsFromQuery(DEFAULT_RECORDS_QUERY)).toEqual({});
    fc.assert(
      fc.property(query, (value) => {
        const params = searchParamsFromQuery(value);
        expect("view" in params).toBe(value.view !== "all");
        expect("term" in params).toBe(value.term !== "");
        expect("sort" in params).toBe(value.sort !== "newest");
        expect("from" in params).toBe(value.from !== null);
        expect("to" in params).toBe(value.to !== null);
      }),
    );
  });

  it("falls back to the default for each value the address cannot use, keeping the others", () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("2026-02-30", "2026-13-01", "26-1-1", "newest ", "NAME-ASC", "2026-11-03T10:00"),
    );
    fc.assert(
      fc.property(query, junk, junk, junk, (value, badSort, badDay, badView) => {
        fc.pre(
          !RECORDS_SORTS.includes(badSort as never) &&
            !isCalendarDay(badDay) &&
            !RECORDS_VIEWS.includes(badView as never),
        );
        const params = new URLSearchParams(searchParamsFromQuery(value));
        params.set("sort", badSort);
        params.set("from", badDay);
        params.set("view", badView);
        const read = queryFromSearchParams(params);
        expect(read).toEqual({ ...value, view: "all", sort: "newest", from: null });
      }),
    );
  });

  it("drops a reversed range entirely", () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        fc.pre(a !== b);
        const [early, late] = a < b ? [a, b] : [b, a];
        const read = queryFromSearchParams(new URLSearchParams({ from: late, to: early }));
        expect(read).toEqual(DEFAULT_RECORDS_QUERY);
      }),
    );
  });

  it("keeps the view apart from the filters: choosing a view narrows nothing, a search or a date does", () => {
    fc.assert(
      fc.property(query, (value) => {
        expect(isNarrowed(value)).toBe(value.term !== "" || value.from !== null || value.to !== null);
      }),
    );
  });

  it("trims the search and ignores one of only spaces", () => {
    expect(queryFromSearchParams(new URLSearchParams({ term: "  cell  " })).term).toBe("cell");
    expect(queryFromSearchParams(new URLSearchParams({ term: "   " }))).toEqual(DEFAULT_RECORDS_QUERY);
  });
});

describe("a page request (spec 3 §7 flattened parameters)", () => {
  it("asks for ended sessions 20 at a time, with streams and tags, in the chosen order", () => {
    expect(listRequestQuery({ ...DEFAULT_RECORDS_QUERY, sort: "name-desc", term: "bio" }, 3)).toEqual({
      "filter[pagination][page]": 3,
      "filter[pagination][limit]": RECORDS_PAGE_SIZE,
      sortBy: "name",
      sortDirection: "desc",
      term: "bio",
      from: undefined,
      to: undefined,
      statuses: [20, 30],
      include: "streams,tags",
    });
  });

  it("asks for the view's sessions: own by default, shared with the user, or favourites (contract rule 13)", () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 50 }), (value, page) => {
        const sent = listRequestQuery(value, page);
        expect(sent["filter[shared]"]).toBe(value.view === "shared" ? 1 : undefined);
        expect(sent["filter[favourite]"]).toBe(value.view === "favourites" ? 1 : undefined);
        // The rest of the page is the same whichever view asks.
        const { "filter[shared]": _shared, "filter[favourite]": _favourite, ...rest } = sent;
        expect(rest).toEqual(listRequestQuery({ ...value, view: "all" }, page));
      }),
    );
  });

  it("sends the range as the first and last instant of the user's local days", () => {
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const sent = listRequestQuery({ ...DEFAULT_RECORDS_QUERY, from, to }, 1);
        expect(dayjs(sent["from"] as string).format("YYYY-MM-DD HH:mm:ss.SSS")).toBe(`${from} 00:00:00.000`);
        expect(dayjs(sent["to"] as string).format("YYYY-MM-DD HH:mm:ss.SSS")).toBe(`${to} 23:59:59.999`);
      }),
    );
  });
});
