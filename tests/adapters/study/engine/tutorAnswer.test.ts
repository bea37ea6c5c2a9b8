import type { DemoTutorSegment } from "@lectern/adapters/demo/db/DemoSnapshot";
import { answerTutorQuestion } from "@lectern/adapters/demo/study/engine/answerTutorQuestion";
import { MAX_ANSWER_WORDS, MAX_CLAIMS } from "@lectern/adapters/demo/study/engine/composeTutorAnswer";
import { createInlineStudyEngine } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import { echoesQuestion } from "@lectern/adapters/demo/study/engine/echoesQuestion";
import { buildTutorIndex } from "@lectern/adapters/demo/study/engine/retrievePassages";
import type { StudyInput, TutorPassage } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { STUDY_TEXTS } from "@lectern/adapters/demo/study/studyTexts";
import { tutorReply } from "@lectern/adapters/demo/study/tutorReply";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lectureArbitrary } from "./lectureArbitrary";

const words = (claims: readonly TutorPassage[]): number =>
  claims.reduce((sum, claim) => sum + claim.text.split(/\s+/).filter(Boolean).length, 0);

const answer = (input: StudyInput, question: string) => answerTutorQuestion(buildTutorIndex(input), question);

/** The reply the tutor route stores for a question (tutorReply over the real engine). */
const replyTo = async (input: StudyInput, question: string): Promise<DemoTutorSegment[]> => {
  let stored: DemoTutorSegment[] = [];
  for await (const _ of tutorReply({
    id: "answer",
    key: `lecture-${Math.random()}`,
    input,
    question,
    engine: async () => createInlineStudyEngine(),
    store: async (segments) => {
      stored = segments;
    },
  }));
  return stored;
};

const sentence = (text: string, start: number) => ({ text, start, end: start + 4 });

const OSMOSIS: StudyInput = {
  sentences: [
    sentence("Good morning, everyone.", 0),
    sentence("What is osmosis?", 5),
    sentence("Osmosis is a special case.", 10),
    sentence("It is the net movement of water across a partially permeable membrane.", 15),
    sentence("That is why a cell in pure water swells.", 20),
    sentence("Now, let us turn to active transport, which needs ATP.", 25),
  ],
  highlights: [{ id: "poi-1", name: "Exam table", start: 40, end: 50 }],
  notes: [
    { id: "note-1", text: "Turgor pressure: the cell wall pushes back in a plant cell.", time: 31, poiId: null },
    { id: "note-2", text: "Six marks on last year's paper.", time: 40, poiId: "poi-1" },
  ],
};

describe("the tutor's answer", () => {
  it("answers with what was said, never the question as the lecture asked it, each claim at its own moment", () => {
    const { claims } = answer(OSMOSIS, "What is osmosis?");
    expect(claims.slice(0, 2).map((claim) => claim.text)).toEqual([
      "Osmosis is a special case.",
      "It is the net movement of water across a partially permeable membrane.",
    ]);
    expect(claims.slice(0, 2).map((claim) => claim.start)).toEqual([10, 15]);
    expect(claims.some((claim) => claim.text.endsWith("?"))).toBe(false);
    expect(claims.every((claim) => claim.source === "transcript")).toBe(true);
  });

  it("gives the reason a restating sentence points back to, not the restatement", () => {
    const { claims } = answer(OSMOSIS, "Why does a cell in pure water swell?");
    expect(claims[0]).toMatchObject({ start: 15, source: "transcript" });
    expect(claims.some((claim) => claim.text.includes("That is why"))).toBe(false);
  });

  it("answers from a note when only the note says it, with a transcript and without one, cited at the note", () => {
    for (const input of [OSMOSIS, { ...OSMOSIS, sentences: [] }]) {
      const { claims } = answer(input, "What does turgor pressure mean?");
      expect(claims[0]).toEqual({
        text: "Turgor pressure: the cell wall pushes back in a plant cell.",
        start: 31,
        end: 31,
        source: "note",
      });
    }
  });

  it("answers from the note written on a matched highlight, at the highlight's moment", () => {
    const { claims } = answer({ ...OSMOSIS, sentences: [] }, "How many marks is the exam table worth?");
    expect(claims[0]).toMatchObject({ text: "Six marks on last year's paper.", start: 40, end: 50, source: "note" });
  });

  it("says a highlight's name only when nothing was said or noted there, and never when it is the question's words", () => {
    const marked: StudyInput = {
      sentences: [],
      highlights: [
        { id: "poi-1", name: "Osmosis", start: 60, end: 70 },
        { id: "poi-2", name: "Haemolysis bursts red blood cells", start: 80, end: 90 },
        // Enough other marks that BM25 tells a rare word from a common one.
        ...["Active transport uses ATP", "Sodium potassium pump", "Fluid mosaic model", "Exam table"].map(
          (name, n) => ({ id: `poi-${n + 3}`, name, start: 100 + n * 10, end: 105 + n * 10 }),
        ),
      ],
      notes: [],
    };
    expect(answer(marked, "What is osmosis?").claims).toEqual([]);
    expect(answer(marked, "What does haemolysis do?").claims).toEqual([
      { text: "Haemolysis bursts red blood cells", start: 80, end: 90, source: "highlight" },
    ]);
  });

  it("replies that it could not find it when nothing answers, and when all it found was the question again", async () => {
    const echo: StudyInput = {
      sentences: [sentence("Why do the tails end up in the middle?", 3)],
      highlights: [],
      notes: [],
    };
    for (const [input, question] of [
      [OSMOSIS, "Who won the World Cup in 1966?"],
      [echo, "Why do the tails end up in the middle?"],
    ] as const) {
      expect(await replyTo(input, question)).toEqual([{ type: "text", text: STUDY_TEXTS.notFound }]);
    }
  });

  it("keeps an answer short: a long sentence is cut at a clause", () => {
    const long = Array.from({ length: 12 }, (_, n) => `the osmosis gradient step ${n} moves water`).join(", ");
    const { claims } = answer({ sentences: [sentence(`${long}.`, 0)], highlights: [], notes: [] }, "osmosis gradient?");
    expect(claims).toHaveLength(1);
    expect(words(claims)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
    expect(claims[0]!.text.endsWith(".")).toBe(true);
  });
});

/** Questions a student might type about a lecture: its own sentences, asked back, and made-up ones. */
const questionAbout = (input: StudyInput): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...input.sentences.map((each) => each.text)),
    fc.constantFrom(...input.sentences.map((each) => `Why ${each.text.replace(/[.?!]$/, "").toLowerCase()}?`)),
    fc.constantFrom(...input.notes.map((note) => `What about ${note.text.toLowerCase()}?`), "What is the membrane?"),
    fc.lorem({ maxCount: 8 }),
  );

describe("the tutor's answer, for any lecture and question", () => {
  const lectureAndQuestion = lectureArbitrary(3, 30).chain((input) =>
    fc.tuple(fc.constant(input), questionAbout(input), fc.boolean()),
  );

  it("never echoes the question, is at most three claims and sixty words, each cited at a real moment", () => {
    fc.assert(
      fc.property(lectureAndQuestion, ([lecture, question, withTranscript]) => {
        const input = withTranscript ? lecture : { ...lecture, sentences: [] };
        const { claims } = answer(input, question);
        expect(claims.length).toBeLessThanOrEqual(MAX_CLAIMS);
        expect(words(claims)).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
        const moments = [
          ...input.sentences.map((each) => `${each.start}-${each.end}`),
          ...input.notes.map((note) => `${note.time}-${note.time}`),
          ...input.highlights.map((highlight) => `${highlight.start}-${highlight.end}`),
        ];
        for (const claim of claims) {
          expect(echoesQuestion(claim.text, question)).toBe(false);
          expect(claim.text.toLowerCase().trim()).not.toBe(question.toLowerCase().trim());
          expect(moments).toContain(`${claim.start}-${claim.end}`);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("streams every claim followed by its citation, or says it could not find it", async () => {
    await fc.assert(
      fc.asyncProperty(lectureAndQuestion, async ([input, question]) => {
        const segments = await replyTo(input, question);
        if (segments.length === 1 && segments[0]!.type === "text" && segments[0]!.text === STUDY_TEXTS.notFound) return;
        expect(segments.length).toBeGreaterThan(0);
        expect(segments[segments.length - 1]!.type).toBe("cite");
        segments.forEach((segment, at) => {
          if (segment.type === "text") {
            expect(segments[at + 1]?.type).toBe("cite");
            expect(echoesQuestion(segment.text, question)).toBe(false);
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});
