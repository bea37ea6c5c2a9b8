import { generateStudyMaterial } from "@lectern/adapters/demo/study/engine/createInlineStudyEngine";
import type { StudyHighlight, StudyInput } from "@lectern/adapters/demo/study/engine/StudyEngine";
import {
  NOTES_STUDY_MINIMUM,
  hasEnoughNotes,
  isStudentName,
  noteSentencesOf,
  notesSentencesOf,
  plainTextOf,
  studySourceInputOf,
  wordCountOf,
} from "@lectern/adapters/demo/study/notesStudyInput";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const WORDS = ["cell", "membrane", "glucose", "enzyme", "protein", "osmosis", "water", "energy", "light", "carbon"];
const word = fc.constantFrom(...WORDS);
/** A sentence of 1–9 words, ended by a full stop, a question mark or nothing. */
const sentence = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 9 }), fc.constantFrom(".", "?", "!", ""))
  .map(([words, end]) => `${words.join(" ")}${end}`);
/** A note as the editor writes it: paragraphs, a list, line breaks, or plain text. */
const noteHtml = fc.oneof(
  fc.array(sentence, { minLength: 1, maxLength: 4 }).map((lines) => lines.map((line) => `<p>${line}</p>`).join("")),
  fc
    .array(sentence, { minLength: 1, maxLength: 4 })
    .map((lines) => `<ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul>`),
  fc.array(sentence, { minLength: 1, maxLength: 4 }).map((lines) => lines.join("<br>")),
  fc
    .array(sentence, { minLength: 1, maxLength: 4 })
    .map((lines) => lines.map((l) => (/[.!?]$/.test(l) ? l : `${l}.`)).join(" ")),
);
const time = fc.option(fc.double({ min: -50, max: 5000, noNaN: true }), { nil: null });
const note = fc.record({ html: noteHtml, time, poiId: fc.option(fc.constantFrom("1", "2"), { nil: null }) });
const highlight: fc.Arbitrary<StudyHighlight> = fc
  .record({
    id: fc.constantFrom("1", "2", "3"),
    name: fc.oneof(
      sentence,
      fc.constant(""),
      fc.constant("01:05 - highlighting"),
      fc.constant("1:02:03 - highlighting"),
    ),
    start: fc.double({ min: 0, max: 3000, noNaN: true }),
    length: fc.double({ min: 0, max: 60, noNaN: true }),
  })
  .map(({ length, ...rest }) => ({ ...rest, end: rest.start + length }));
const lectureLength = fc.option(fc.double({ min: 0, max: 4000, noNaN: true }), { nil: null });

const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

describe("a lecture without a transcript learns from its notes and highlight names (issue 21)", () => {
  it("a note's sentences keep every word of the note, in order, one line or full stop each, no markup", () => {
    fc.assert(
      fc.property(noteHtml, (html) => {
        const sentences = noteSentencesOf(html);
        expect(sentences.flatMap(wordsOf)).toEqual(wordsOf(plainTextOf(html)));
        for (const text of sentences) {
          expect(text).not.toMatch(/[<>]/);
          expect(text).toBe(text.trim());
          expect(wordsOf(text).length).toBeGreaterThan(0);
        }
        // Paragraphs and list items never run together into one sentence.
        const lines = html.split(/<\/p>|<\/li>|<br>/).filter((line) => wordsOf(plainTextOf(line)).length > 0);
        expect(sentences.length).toBeGreaterThanOrEqual(lines.length);
      }),
    );
  });

  it("notes become sentences at their moment (a highlight's at its start; others inside the lecture), names over their highlight, in time order", () => {
    fc.assert(
      fc.property(
        fc.array(note, { maxLength: 6 }),
        fc.array(highlight, { maxLength: 4 }),
        lectureLength,
        (notes, highlights, length) => {
          const sentences = notesSentencesOf(notes, highlights, length);
          const named = highlights.filter((h) => isStudentName(h.name));
          expect(sentences).toHaveLength(
            notes.reduce((count, n) => count + noteSentencesOf(n.html).length, 0) + named.length,
          );
          for (let i = 1; i < sentences.length; i += 1)
            expect(sentences[i]!.start).toBeGreaterThanOrEqual(sentences[i - 1]!.start);
          for (const s of sentences) {
            expect(s.start).toBeGreaterThanOrEqual(0);
            expect(s.end).toBeGreaterThanOrEqual(s.start);
          }
          for (const n of notes) {
            const expected =
              n.poiId !== null && n.time !== null
                ? Math.max(0, n.time)
                : Math.min(Math.max(0, n.time ?? 0), length ?? Number.POSITIVE_INFINITY);
            for (const text of noteSentencesOf(n.html)) {
              expect(sentences.some((s) => s.text === text && s.start === expected && s.end === expected)).toBe(true);
            }
          }
          for (const h of named) {
            expect(sentences.some((s) => s.text === h.name && s.start === h.start && s.end === h.end)).toBe(true);
          }
          // The default '{time} - highlighting' and blank names say nothing.
          expect(sentences.some((s) => /- highlighting$/.test(s.text))).toBe(false);
        },
      ),
    );
  });

  it(`is enough exactly from ${NOTES_STUDY_MINIMUM.sentences} sentences and ${NOTES_STUDY_MINIMUM.words} words, and more text never makes it too little`, () => {
    const of = (...texts: string[]) => texts.map((text) => ({ text }));
    const words = (count: number) => Array.from({ length: count }, (_, i) => WORDS[i % WORDS.length]).join(" ");
    expect(hasEnoughNotes(of(words(14), words(13), words(13)))).toBe(true);
    expect(hasEnoughNotes(of(words(14), words(13), words(12)))).toBe(false);
    expect(hasEnoughNotes(of(words(60), words(60)))).toBe(false);
    fc.assert(
      fc.property(fc.array(sentence, { maxLength: 12 }), sentence, (texts, more) => {
        const sentences = of(...texts);
        const enough = hasEnoughNotes(sentences);
        expect(enough).toBe(
          sentences.length >= NOTES_STUDY_MINIMUM.sentences && wordCountOf(sentences) >= NOTES_STUDY_MINIMUM.words,
        );
        if (enough) expect(hasEnoughNotes([...sentences, { text: more }])).toBe(true);
      }),
    );
  });

  it("the transcript wins whenever it has sentences; otherwise enough notes are the text (not weighed against themselves); else nothing", () => {
    fc.assert(
      fc.property(
        fc.array(sentence, { maxLength: 4 }),
        fc.array(sentence, { maxLength: 12 }),
        fc.boolean(),
        (transcript, noteTexts, hasTranscript) => {
          const input: StudyInput = {
            sentences: transcript.map((text, i) => ({ text, start: i, end: i + 1 })),
            highlights: [{ id: "1", name: "Osmosis", start: 0, end: 5 }],
            notes: [{ id: "7", text: "cell", time: 1, poiId: null }],
          };
          const noteSentences = noteTexts.map((text, i) => ({ text, start: i, end: i }));
          const learn = studySourceInputOf(input, hasTranscript, noteSentences);
          if (hasTranscript && transcript.length > 0) expect(learn).toEqual({ source: "transcript", input });
          else if (hasEnoughNotes(noteSentences)) {
            expect(learn).toEqual({
              source: "notes",
              input: { sentences: noteSentences, highlights: input.highlights, notes: [] },
            });
          } else expect(learn).toBeNull();
        },
      ),
    );
  });

  it("the engine makes a summary, key points and questions of notes' sentences, each a note's own text at its moment", async () => {
    const notes = [
      {
        html: "<p>Osmosis moves water across a membrane towards the higher solute concentration.</p>",
        time: 30,
        poiId: null,
      },
      {
        html: "<ul><li>Enzymes lower the activation energy of a reaction.</li><li>Each enzyme has an active site that fits one substrate.</li></ul>",
        time: 90,
        poiId: null,
      },
      {
        html: "Glucose is broken down in respiration to release energy. Mitochondria make most of the ATP.",
        time: 150,
        poiId: null,
      },
      {
        html: "<p>The cell membrane is a phospholipid bilayer with proteins floating in it.</p>",
        time: 210,
        poiId: null,
      },
    ];
    const highlights = [{ id: "4", name: "Diffusion needs no energy from the cell", start: 240, end: 250 }];
    const sentences = notesSentencesOf(notes, highlights, 600);
    expect(hasEnoughNotes(sentences)).toBe(true);
    const learn = studySourceInputOf({ sentences: [], highlights, notes: [] }, false, sentences);
    const material = await generateStudyMaterial(learn!.input);
    expect(material.summary.length).toBeGreaterThanOrEqual(3);
    expect(material.keyPoints.length).toBeGreaterThanOrEqual(5);
    expect(material.questions.length).toBeGreaterThan(0);
    for (const item of [...material.summary, ...material.keyPoints]) {
      expect(sentences).toContainEqual({ text: item.text, start: item.start, end: item.end });
    }
    expect(material.keyPoints.find((item) => item.text.startsWith("Diffusion"))?.poiId ?? "4").toBe("4");
  });
});
