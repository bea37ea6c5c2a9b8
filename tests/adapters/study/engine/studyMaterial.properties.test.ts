import { analyseLecture } from "@lectern/adapters/demo/study/engine/analyseLecture";
import { highlightOf } from "@lectern/adapters/demo/study/engine/highlightOf";
import { generateStudyMaterial } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import { type StudyNlp, loadStudyNlp } from "@lectern/adapters/demo/study/engine/loadStudyNlp";
import { rankOrder, rankSentences } from "@lectern/adapters/demo/study/engine/rankSentences";
import type { StudyInput, StudyItem } from "@lectern/adapters/demo/study/engine/StudyEngine";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { lectureArbitrary } from "./lectureArbitrary";

let nlp: StudyNlp;
beforeAll(async () => {
  // The model loads once for the file; every property below reuses it.
  nlp = await loadStudyNlp();
});

const RUNS = { numRuns: 40 };

const isTranscriptSentence = (input: StudyInput, item: StudyItem): boolean =>
  input.sentences.some(
    (sentence) => sentence.text === item.text && sentence.start === item.start && sentence.end === item.end,
  );

const same = (text: string) => text.trim().toLowerCase();

describe("study material from a transcript", () => {
  it("every summary sentence, key point and action item is a transcript sentence with its real times", async () => {
    await fc.assert(
      fc.asyncProperty(lectureArbitrary(), async (input) => {
        const material = await generateStudyMaterial(input);
        for (const item of [...material.summary, ...material.keyPoints, ...material.actionItems]) {
          expect(isTranscriptSentence(input, item)).toBe(true);
        }
        // Shown in lecture order.
        for (const list of [material.summary, material.keyPoints, material.actionItems]) {
          expect(list.map((item) => item.start)).toEqual([...list.map((item) => item.start)].sort((a, b) => a - b));
        }
      }),
      RUNS,
    );
  });

  it("every quiz answer is text of its source sentence, with that sentence's times; wrong answers are distinct and wrong", async () => {
    await fc.assert(
      fc.asyncProperty(lectureArbitrary(10, 40), async (input) => {
        const { questions, summary } = await generateStudyMaterial(input, { questionCount: 8 });
        // A lecture of varied sentences always gives some questions (the property is not vacuous).
        if (new Set(input.sentences.map((sentence) => same(sentence.text))).size >= 6) {
          expect(questions.length).toBeGreaterThan(0);
        }
        expect(questions.length).toBeLessThanOrEqual(8);
        for (const question of questions) {
          const source = input.sentences.find(
            (sentence) => sentence.start === question.start && sentence.end === question.end,
          );
          expect(source).toBeDefined();
          expect(source!.text).toContain(question.answer);
          expect(question.question).toContain("_____");
          expect(question.wrongAnswers).toHaveLength(3);
          const keys = question.wrongAnswers.map(same);
          expect(new Set(keys).size).toBe(3);
          expect(keys).not.toContain(same(question.answer));
          if (question.summaryIndex !== null) {
            expect(summary[question.summaryIndex]!.start).toBe(question.start);
          }
        }
      }),
      RUNS,
    );
  });

  it("a highlighted sentence never ranks below the same sentence unhighlighted", () => {
    fc.assert(
      fc.property(
        lectureArbitrary(3, 30),
        fc.nat(),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (input, pick, before, after) => {
          const target = pick % input.sentences.length;
          const sentence = input.sentences[target]!;
          // The same sentence unhighlighted, then highlighted. A sentence already in a highlight gains
          // nothing from a second one, while the neighbours the second one reaches do: they may
          // rightly pass it (fast-check found one whose highlight ended 2e-16 s into the next sentence).
          fc.pre(highlightOf(sentence, input.highlights) === null);
          // The highlight covers the sentence and maybe some of its neighbours.
          const marked = {
            ...input,
            highlights: [
              ...input.highlights,
              { id: "marked", name: "Marked", start: sentence.start - before, end: sentence.end + after },
            ],
          };
          const rankOf = (lecture: StudyInput) =>
            rankOrder(rankSentences(analyseLecture(lecture, nlp))).indexOf(target);
          expect(rankOf(marked)).toBeLessThanOrEqual(rankOf(input));
        },
      ),
      RUNS,
    );
  });

  it("a sentence near a note never ranks below the same sentence without the note", () => {
    fc.assert(
      fc.property(
        lectureArbitrary(3, 30),
        fc.nat(),
        // Near: well inside the 30 s window, not on its edge, where rounding decides which side a
        // sentence falls.
        fc.double({ min: -29, max: 29, noNaN: true }),
        (input, pick, offset) => {
          const target = pick % input.sentences.length;
          const sentence = input.sentences[target]!;
          const noted = {
            ...input,
            notes: [
              ...input.notes,
              {
                id: "noted",
                text: sentence.text.split(" ").slice(0, 4).join(" "),
                time: sentence.start + offset,
                poiId: null,
              },
            ],
          };
          const rankOf = (lecture: StudyInput) =>
            rankOrder(rankSentences(analyseLecture(lecture, nlp))).indexOf(target);
          expect(rankOf(noted)).toBeLessThanOrEqual(rankOf(input));
        },
      ),
      RUNS,
    );
  });

  it("gives 5–10 key points when the lecture has at least 10 sentences", async () => {
    await fc.assert(
      fc.asyncProperty(lectureArbitrary(10, 40), async (input) => {
        const distinct = new Set(input.sentences.map((sentence) => same(sentence.text))).size;
        fc.pre(distinct >= 10);
        const { keyPoints } = await generateStudyMaterial(input, { questionCount: 0 });
        expect(keyPoints.length).toBeGreaterThanOrEqual(5);
        expect(keyPoints.length).toBeLessThanOrEqual(10);
        expect(new Set(keyPoints.map((item) => same(item.text))).size).toBe(keyPoints.length);
      }),
      RUNS,
    );
  });

  it("is deterministic: the same lecture gives the same material", async () => {
    await fc.assert(
      fc.asyncProperty(lectureArbitrary(5, 25), async (input) => {
        expect(await generateStudyMaterial(input)).toEqual(await generateStudyMaterial(input));
      }),
      { numRuns: 10 },
    );
  });

  it("gives nothing for a lecture without sentences, and no questions when none are asked for", async () => {
    expect(await generateStudyMaterial({ sentences: [], highlights: [], notes: [] })).toEqual({
      summary: [],
      keyPoints: [],
      actionItems: [],
      questions: [],
    });
    const input = fc.sample(lectureArbitrary(12, 12), { numRuns: 1, seed: 7 })[0]!;
    expect((await generateStudyMaterial(input, { questionCount: 0 })).questions).toEqual([]);
  });

  it("links summary items inside a highlight to it", async () => {
    const input: StudyInput = {
      sentences: [
        { text: "Osmosis is the movement of water across a partially permeable membrane.", start: 0, end: 4 },
        { text: "Diffusion moves small molecules down their concentration gradient.", start: 4.5, end: 8 },
        { text: "Active transport uses energy from ATP to pump ions against the gradient.", start: 8.5, end: 12 },
      ],
      highlights: [{ id: "poi-1", name: "Osmosis", start: 0, end: 4 }],
      notes: [],
    };
    const { summary } = await generateStudyMaterial(input);
    expect(summary.map((item) => item.poiId)).toEqual(["poi-1", null, null]);
  });
});
