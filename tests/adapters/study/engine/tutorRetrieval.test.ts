import { readFileSync } from "node:fs";
import { createInlineStudyEngine } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import type { StudyInput, StudySentence } from "@lectern/adapters/demo/study/engine/StudyEngine";
import { createTutorIndexCache } from "@lectern/adapters/demo/study/engine/tutorIndexCache";
import { buildTutorIndex } from "@lectern/adapters/demo/study/engine/retrievePassages";
import { describe, expect, it } from "vitest";

interface SeedLecture {
  readonly highlights: readonly { name: string; start: number; end: number }[];
  readonly turns: readonly { sentences: StudySentence[] }[];
}

/** A seeded demo lecture as the backend hands it to the engine. */
const seeded = (name: string): StudyInput => {
  const lecture = JSON.parse(
    readFileSync(new URL(`../../../../adapters/src/demo/seed/lectures/${name}.lecture.json`, import.meta.url), "utf8"),
  ) as SeedLecture;
  return {
    sentences: lecture.turns.flatMap((turn) => turn.sentences),
    highlights: lecture.highlights.map((highlight, index) => ({ id: `poi-${index}`, ...highlight })),
    notes: [{ id: "note-1", text: "Aquaporins are water channels", time: 201, poiId: null }],
  };
};

describe("the tutor's retrieval", () => {
  const biology = seeded("cell-biology");
  const economics = seeded("supply-and-demand");

  it("finds the passage for a paraphrased question, with its real times", async () => {
    const engine = createInlineStudyEngine();
    const { passages } = await engine.answer("biology", biology, "How do molecules get through the membrane?");
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(3);
    const first = passages[0]!;
    expect(first.source).toBe("transcript");
    expect(first.text).toContain("net movement of water molecules across a partially permeable membrane");
    const sentence = biology.sentences.find((s) => first.text.startsWith(s.text))!;
    expect(first.start).toBe(sentence.start);
  });

  it("finds a price question in the economics lecture", async () => {
    const { passages } = await createInlineStudyEngine().answer(
      "economics",
      economics,
      "What happens when a price ceiling is set?",
    );
    expect(passages[0]?.text).toContain("price ceiling");
  });

  it("cites highlights and notes as their own sources", async () => {
    const engine = createInlineStudyEngine();
    const { passages } = await engine.answer("biology", biology, "what are aquaporins");
    expect(passages.some((passage) => passage.source === "note" && passage.start === 201)).toBe(true);
  });

  it.each([
    ["biology", "What is the capital of France?"],
    ["biology", "Who won the football match yesterday?"],
    ["economics", "Why do phospholipids form a bilayer?"],
    ["economics", "   "],
  ])("returns nothing for a question unrelated to the %s lecture: %j", async (which, question) => {
    const { passages } = await createInlineStudyEngine().answer(
      which,
      which === "biology" ? biology : economics,
      question,
    );
    expect(passages).toEqual([]);
  });

  it("keeps a lecture's index for the next question and rebuilds it when the lecture changed", () => {
    const built: StudyInput[] = [];
    const cache = createTutorIndexCache((input) => {
      built.push(input);
      return buildTutorIndex(input);
    }, 2);
    const first = cache.indexFor("biology", biology);
    expect(cache.indexFor("biology", biology)).toBe(first);
    const longer = { ...biology, sentences: [...biology.sentences, { text: "One more thing.", start: 400, end: 401 }] };
    expect(cache.indexFor("biology", longer)).not.toBe(first);
    cache.indexFor("economics", economics);
    cache.indexFor("third", economics);
    expect(cache.has("biology")).toBe(false);
    expect(built).toHaveLength(4);
  });
});
