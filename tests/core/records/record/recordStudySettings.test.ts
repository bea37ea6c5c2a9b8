import { PERMISSION_FLAGS, type Permissions } from "@lectern/core/permissions/domain/Permissions";
import {
  READING_EMPHASIS_KEY,
  ReadingEmphasisPreference,
} from "@lectern/core/records/record/ReadingEmphasisPreference";
import { RECORD_TAB_IDS, canGenerate, recordTabs } from "@lectern/core/records/record/recordTabs";
import { startTimeFrom } from "@lectern/core/records/record/startTime";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../../support/InMemoryKeyValue";

const permissions = fc.record(
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, fc.boolean()])) as Record<
    (typeof PERMISSION_FLAGS)[number],
    fc.Arbitrary<boolean>
  >,
) as fc.Arbitrary<Permissions>;

describe("the record page's tabs (contract 9, spec 3 §6)", () => {
  it("hides transcript, quiz and tutor without their show flag, and marks premium where generation is lacking", () => {
    fc.assert(
      fc.property(permissions, (flags) => {
        const tabs = recordTabs(flags);
        const ids = tabs.map((tab) => tab.id);
        expect(ids.includes("transcript")).toBe(flags.transcriptShow === true);
        expect(ids.includes("quiz")).toBe(flags.quizShow === true);
        expect(ids.includes("tutor")).toBe(flags.jamAiChatShow === true);
        for (const always of ["summary", "key-points", "action-items", "highlights", "notes"] as const)
          expect(ids).toContain(always);
        // In the fixed order.
        expect(ids).toEqual(RECORD_TAB_IDS.filter((id) => ids.includes(id)));
        const premium = Object.fromEntries(tabs.map((tab) => [tab.id, tab.premium]));
        expect(premium["summary"]).toBe(flags.summaryGeneration !== true);
        expect(premium["action-items"]).toBe(flags.summaryGeneration !== true);
        expect(premium["key-points"]).toBe(flags.keyPointsGeneration !== true);
        if (ids.includes("quiz")) expect(premium["quiz"]).toBe(flags.quizGeneration !== true);
        expect(premium["highlights"] || premium["notes"] || premium["transcript"] || premium["tutor"]).toBeFalsy();
        expect(canGenerate(flags, "summary")).toBe(!premium["summary"]);
      }),
    );
  });
});

describe("?t= (contract 9)", () => {
  it("reads whole and fractional seconds; anything else is ignored", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (seconds) => {
        expect(startTimeFrom(String(seconds))).toBe(seconds.toString().includes("e") ? null : seconds);
      }),
    );
    expect(startTimeFrom("123")).toBe(123);
    expect(startTimeFrom("12.5")).toBe(12.5);
    for (const wrong of [null, "", "-3", "abc", "1e3", "Infinity", "3s"]) expect(startTimeFrom(wrong)).toBeNull();
  });
});

describe("ReadingEmphasisPreference", () => {
  it("is off at first, remembered per browser once set, and forgotten when turned off", () => {
    const keyValue = new InMemoryKeyValue();
    const first = new ReadingEmphasisPreference(keyValue);
    expect(first.on).toBe(false);
    const seen: boolean[] = [];
    first.on$.subscribe((on) => seen.push(on));
    first.set(true);
    expect(new ReadingEmphasisPreference(keyValue).on).toBe(true);
    first.set(false);
    expect(keyValue.get(READING_EMPHASIS_KEY)).toBeNull();
    expect(seen).toEqual([false, true, false]);
  });
});
