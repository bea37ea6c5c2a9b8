import { READING_EMPHASIS, emphasisRuns, fixationLength } from "@lectern/core/records/record/readingEmphasis";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const WORD = /^[\p{L}\p{N}\p{M}]/u;

describe("reading emphasis (spec 3 §2: fixation 0.5)", () => {
  it("joined again, the runs are the text: nothing added or lost", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (text) => {
        expect(
          emphasisRuns(text)
            .map((run) => run.text)
            .join(""),
        ).toBe(text);
      }),
    );
  });

  it("bolds the first half of each word (rounded up) and nothing between words", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Zéß0-9]{1,14}$/), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(" ", ", ", " — ", "\n"),
        (words, gap) => {
          const runs = emphasisRuns(words.join(gap));
          const bold = runs.filter((run) => run.fixed).map((run) => run.text);
          expect(bold).toEqual(words.map((word) => word.slice(0, Math.ceil(word.length * READING_EMPHASIS.fixation))));
          // Two plain runs never follow each other: the renderer makes one element per run.
          runs.forEach((run, index) => expect(run.fixed || runs[index + 1]?.fixed !== false).toBe(true));
          for (const run of runs) if (run.fixed) expect(run.text).toMatch(WORD);
        },
      ),
    );
  });

  it("keeps contractions one word, never cuts a symbol in two, and bolds one-letter words", () => {
    expect(emphasisRuns("don't")).toEqual([
      { text: "don", fixed: true },
      { text: "'t", fixed: false },
    ]);
    expect(
      emphasisRuns("a 𝑥y")
        .filter((run) => run.fixed)
        .map((run) => run.text),
    ).toEqual(["a", "𝑥"]);
    expect(fixationLength(1)).toBe(1);
    expect(fixationLength(0)).toBe(0);
    expect(fixationLength(7)).toBe(4);
  });
});
