import type { DemoSnapshot } from "@lectern/adapters/demo/db/DemoSnapshot";
import { hoursUsedOf, roundHours } from "@lectern/adapters/demo/model/billing/subscriptionCapacity";
import { createDemoSeed } from "@lectern/adapters/demo/seed/createDemoSeed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

interface Lecture {
  readonly userId: string;
  readonly demo: boolean;
  /** Seconds per stream; null = not merged yet. */
  readonly streams: readonly (number | null)[];
}

const lectureArb: fc.Arbitrary<Lecture> = fc.record({
  userId: fc.constantFrom("1", "2"),
  demo: fc.boolean(),
  streams: fc.array(fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }), { maxLength: 3 }),
});

const withLectures = (seed: DemoSnapshot, lectures: readonly Lecture[]): DemoSnapshot => {
  const data = structuredClone(seed);
  lectures.forEach((lecture, index) => {
    const sessionId = `s${index}`;
    data.recordingSessions.push({
      id: sessionId,
      userId: lecture.userId,
      name: sessionId,
      organizationId: null,
      status: 30,
      startedAt: 0,
      endedAt: 0,
      createdAt: 0,
      mergedAt: 0,
      geo: null,
      demo: lecture.demo,
      tagIds: [],
      thumbnailKey: null,
    });
    lecture.streams.forEach((duration, streamIndex) => {
      data.streams.push({
        id: `${sessionId}-${streamIndex}`,
        sessionId,
        type: "combined",
        isPrimary: streamIndex === 0,
        createdAt: 0,
        status: 30,
        convertProgress: 100,
        receivedThrough: 0,
        receivedBytes: 1,
        duration,
        waveformKey: null,
        mediaKey: null,
      });
    });
  });
  return data;
};

describe("recording hours used (contract 14 capacity)", () => {
  it("counts each of the user's own recordings once, by its longest stream, and no demo lecture", async () => {
    const seed = await createDemoSeed(0);
    fc.assert(
      fc.property(fc.array(lectureArb, { maxLength: 8 }), (lectures) => {
        const expected = lectures
          .filter((lecture) => lecture.userId === "1" && !lecture.demo)
          .reduce((sum, lecture) => sum + Math.max(0, ...lecture.streams.map((seconds) => seconds ?? 0)), 0);
        expect(hoursUsedOf(withLectures(seed, lectures), "1")).toBeCloseTo(expected / 3600, 9);
      }),
    );
  });

  it("rounds to two decimals on the wire", () => {
    expect([0, 1 / 3, 19.255, 2.5].map(roundHours)).toEqual([0, 0.33, 19.26, 2.5]);
  });
});
