import { answerKindWeight } from "./answerKindWeight";
import type { TutorIndex, TutorMatch } from "./retrievePassages";
import type { TutorPassage } from "./StudyEngine";
import { answersQuestion, sentenceClaims } from "./sentenceClaims";
import { sameTextKey } from "./studyItemOf";
import { tutorTermsOf } from "./tutorTerms";

/** An answer is a few claims, read in a breath: at most three, at most about sixty words. */
export const MAX_CLAIMS = 3;
export const MAX_ANSWER_WORDS = 60;
/** A further block joins the answer only when it is nearly as relevant as the best one. */
const SUPPORT_SHARE = 0.6;
/** The student's own note joins at a lower bar: they asked for answers from their notes too. */
const NOTE_SHARE = 0.4;
/**
 * A note's sentence is terse ("Fluid mosaic model (Singer & Nicolson, 1972)."), which BM25 rewards
 * over the lecturer's full sentence; weighed down, a note stands beside what was said rather than
 * before it, and still answers alone when nothing said does.
 */
const NOTE_WEIGHT = 0.6;
/** What a matched highlight lends to what was said inside it and to the notes written on it. */
const HIGHLIGHT_SHARE = 0.5;
/** A run of claims that stand together (a sentence and its continuation), scored as one. */
interface Block {
  readonly claims: readonly TutorPassage[];
  readonly score: number;
  readonly fromNote: boolean;
}

const wordsOf = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** A claim cut to `limit` words: at the last clause break that fits, else mid-clause with an ellipsis. */
const cutTo = (claim: TutorPassage, limit: number): TutorPassage => {
  const words = claim.text.split(/\s+/).filter(Boolean);
  if (words.length <= limit) return claim;
  const kept = words.slice(0, limit);
  const lastBreak = kept.findLastIndex((word, index) => index >= limit / 2 && /[,;:]$/.test(word));
  const text =
    lastBreak >= 0
      ? `${kept
          .slice(0, lastBreak + 1)
          .join(" ")
          .replace(/[,;:]$/, "")}.`
      : `${kept.join(" ").replace(/[,;:.]$/, "")}…`;
  return { ...claim, text };
};

/** A note's sentence as a claim, cited where the note sits in the lecture. */
const noteClaim = (document: TutorIndex["documents"][number]): TutorPassage => ({
  text: document.text,
  start: document.start,
  end: document.end,
  source: "note",
});

/**
 * The short answer to a question, from what retrieval matched (matchTutorDocuments): the sentences
 * and notes that answer it, each a claim cited at its own moment, best first.
 *
 * - A sentence that only restates the question (echoesQuestion), and a filler ("Not always."), is
 *   never a claim; a question asked in the lecture stands for the answer that follows it.
 * - A matched highlight points at a moment: what was said inside it and the notes written on it are
 *   the claims, its name only when there is nothing else (a lecture without a transcript).
 * - Notes are claims like sentences, cited at their moment, with or without a transcript.
 * No claims (nothing matched, or all of it echoed the question) means "not found" to the caller.
 */
export const composeTutorAnswer = (
  index: TutorIndex,
  question: string,
  matches: readonly TutorMatch[],
): TutorPassage[] => {
  const sentences = index.input.sentences;
  const asked = tutorTermsOf(question);
  const answers = (text: string): boolean => answersQuestion(text, question);
  const fromSentence = (at: number, score: number) => {
    const { claims, weight } = sentenceClaims(sentences, at, question);
    return { claims, score: score * weight * answerKindWeight(question, claims[0]?.text ?? "") };
  };

  const shareOfQuestion = (text: string): number => {
    const terms = tutorTermsOf(text);
    return [...asked].filter((term) => terms.has(term)).length / Math.max(1, asked.size);
  };

  // Blocks by their first claim: reached twice (two matches lead to the same answer) it keeps the
  // better score; what a matched highlight lends is added (a sentence inside it weighs more).
  const blocks = new Map<string, Block>();
  const add = (claims: readonly TutorPassage[], score: number, fromNote: boolean, lent = false): void => {
    if (claims.length === 0 || score <= 0) return;
    const key = `${claims[0]!.start}:${sameTextKey(claims[0]!.text)}`;
    const known = blocks.get(key);
    const merged = known ? (lent ? known.score + score : Math.max(known.score, score)) : score;
    blocks.set(key, { claims: known?.claims ?? claims, score: merged, fromNote: known?.fromNote ?? fromNote });
  };

  for (const { document, score } of matches) {
    if (document.source === "transcript") {
      const found = fromSentence(document.sentence, score);
      add(found.claims, found.score, false);
    } else if (document.source === "note") {
      if (answers(document.text)) add([noteClaim(document)], score * NOTE_WEIGHT, true);
    } else {
      const lent = score * HIGHLIGHT_SHARE;
      const inside = sentences
        .map((sentence, at) => ({ sentence, at }))
        .filter(({ sentence }) => sentence.start < document.end && sentence.end > document.start);
      let found = false;
      for (const { sentence, at } of inside) {
        const share = shareOfQuestion(sentence.text);
        if (share === 0) continue;
        const inner = fromSentence(at, lent * share);
        found ||= inner.claims.length > 0;
        add(inner.claims, inner.score, false, true);
      }
      for (const note of index.documents) {
        if (note.source !== "note" || note.highlightId !== document.highlightId || !answers(note.text)) continue;
        found = true;
        add([noteClaim(note)], lent * NOTE_WEIGHT * (0.5 + shareOfQuestion(note.text)), true, true);
      }
      if (!found && answers(document.text)) {
        add([{ text: document.text, start: document.start, end: document.end, source: "highlight" }], lent, false);
      }
    }
  }

  const ranked = [...blocks.values()].sort((a, b) => b.score - a.score || a.claims[0]!.start - b.claims[0]!.start);
  const best = ranked[0]?.score ?? 0;
  const answer: TutorPassage[] = [];
  const said = new Set<string>();
  let words = 0;
  for (const block of ranked) {
    if (answer.length >= MAX_CLAIMS) break;
    if (answer.length > 0 && block.score < best * (block.fromNote ? NOTE_SHARE : SUPPORT_SHARE)) continue;
    const fresh = block.claims.filter((claim) => !said.has(sameTextKey(claim.text)));
    const length = fresh.reduce((sum, claim) => sum + wordsOf(claim.text), 0);
    // The best block is always said (its first claim cut to fit, the rest while they fit whole); a
    // further block only when it fits whole.
    if (fresh.length === 0 || (answer.length > 0 && words + length > MAX_ANSWER_WORDS)) continue;
    for (const claim of fresh) {
      const cut = answer.length === 0 ? cutTo(claim, MAX_ANSWER_WORDS) : claim;
      if (answer.length >= MAX_CLAIMS || words + wordsOf(cut.text) > MAX_ANSWER_WORDS) break;
      answer.push(cut);
      said.add(sameTextKey(claim.text));
      words += wordsOf(cut.text);
    }
  }
  return answer;
};
