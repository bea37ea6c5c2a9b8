import type { DemoTutorSegment } from "@lectern/adapters/demo/db/DemoSnapshot";
import type { StudyEngine, TutorPassage } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { STUDY_TEXTS } from "@lectern/adapters/demo/study/studyTexts";
import { citationLabel, joinSegments, tutorReply } from "@lectern/adapters/demo/study/tutorReply";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const INPUT = { sentences: [], highlights: [], notes: [] };

/** A stand-in engine answering fixed claims (the contract tests and tutorAnswer.test.ts run the real one). */
const answering = (claims: readonly TutorPassage[] | Error): StudyEngine => ({
  generate: () => Promise.reject(new Error("not used")),
  answer: async () => {
    if (claims instanceof Error) throw claims;
    return { passages: claims, claims };
  },
});

const PASSAGES: TutorPassage[] = [
  { text: "Rubisco fixes carbon dioxide in the Calvin cycle.", start: 44, end: 49, source: "transcript" },
  { text: "Light reactions", start: 3725.5, end: 3740, source: "highlight" },
];

const reply = (engine: StudyEngine) => {
  const stored: { segments: DemoTutorSegment[]; stopped: boolean }[] = [];
  const events = tutorReply({
    id: "answer-1",
    key: "1/1",
    input: INPUT,
    question: "What does rubisco do?",
    engine: async () => engine,
    store: async (segments, stopped) => {
      stored.push({ segments, stopped });
    },
  });
  return { events, stored };
};

describe("citationLabel", () => {
  it("is mm:ss under an hour and hh:mm:ss past it, from the whole seconds", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20 * 3600, noNaN: true }), (seconds) => {
        const whole = Math.floor(seconds);
        const label = citationLabel(seconds);
        const parts = label.split(":").map(Number);
        if (whole < 3600) {
          expect(label).toMatch(/^\d{2}:\d{2}$/);
          expect(parts[0]! * 60 + parts[1]!).toBe(whole);
        } else {
          expect(label).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
          expect(parts[0]! * 3600 + parts[1]! * 60 + parts[2]!).toBe(whole);
        }
      }),
    );
    expect(citationLabel(12.5)).toBe("00:12");
    expect(citationLabel(3725.5)).toBe("01:02:05");
  });
});

describe("joinSegments", () => {
  it("joins consecutive text (its words kept, trailing space trimmed) and keeps citations in order", () => {
    const segment = fc.oneof(
      fc.string().map((text): DemoTutorSegment => ({ type: "text", text })),
      fc
        .nat(100)
        .map((start): DemoTutorSegment => ({ type: "cite", start, end: start + 1, label: "x", source: "note" })),
    );
    fc.assert(
      fc.property(fc.array(segment), (segments) => {
        const joined = joinSegments(segments);
        const cites = (list: readonly DemoTutorSegment[]) => list.filter((each) => each.type === "cite");
        expect(cites(joined)).toEqual(cites(segments));
        const texts = (list: readonly DemoTutorSegment[]) =>
          list.map((each) => (each.type === "text" ? each.text : "|")).join("");
        expect(texts(joined)).toBe(texts(segments).trimEnd());
        for (let index = 1; index < joined.length; index += 1) {
          expect(joined[index]!.type === "text" && joined[index - 1]!.type === "text").toBe(false);
        }
      }),
    );
  });
});

describe("tutorReply", () => {
  it("starts at once, tells each claim a few words at a time then cites it, stores the answer, then says done", async () => {
    const { events, stored } = reply(answering(PASSAGES));
    const all: unknown[] = [];
    for await (const event of events) all.push(event);
    expect(all[0]).toEqual({ type: "start", id: "answer-1" });
    expect(all[all.length - 1]).toEqual({ type: "done" });
    const texts = all.filter((event) => (event as { type: string }).type === "text") as { text: string }[];
    expect(texts.every((piece) => piece.text.trim().split(/\s+/).length <= 4)).toBe(true);
    expect(all.filter((event) => (event as { type: string }).type === "cite")).toEqual([
      { type: "cite", start: 44, end: 49, label: "00:44", source: "transcript" },
      { type: "cite", start: 3725.5, end: 3740, label: "01:02:05", source: "highlight" },
    ]);
    expect(stored).toEqual([
      {
        stopped: false,
        segments: [
          { type: "text", text: "Rubisco fixes carbon dioxide in the Calvin cycle. " },
          { type: "cite", start: 44, end: 49, label: "00:44", source: "transcript" },
          { type: "text", text: "Light reactions " },
          { type: "cite", start: 3725.5, end: 3740, label: "01:02:05", source: "highlight" },
        ],
      },
    ]);
  });

  it("says it could not find it when there is no claim, and says so when the engine fails", async () => {
    for (const [engine, text] of [
      [answering([]), STUDY_TEXTS.notFound],
      [answering(new Error("worker died")), STUDY_TEXTS.tutorFailed],
    ] as const) {
      const { events, stored } = reply(engine);
      const all: unknown[] = [];
      for await (const event of events) all.push(event);
      expect(all).toEqual([{ type: "start", id: "answer-1" }, { type: "text", text }, { type: "done" }]);
      expect(stored).toEqual([{ stopped: false, segments: [{ type: "text", text }] }]);
    }
  });

  it("stores what was handed over, marked stopped, when the reader stops early", async () => {
    const { events, stored } = reply(answering(PASSAGES));
    const iterator = events[Symbol.asyncIterator]();
    await iterator.next();
    const first = await iterator.next();
    await iterator.return(undefined);
    expect(stored).toEqual([
      { stopped: true, segments: [{ ...(first.value as object), text: "Rubisco fixes carbon dioxide" }] },
    ]);
  });
});
