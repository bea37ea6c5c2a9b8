import { echoesQuestion } from "./echoesQuestion";
import type { StudySentence, TutorPassage } from "./StudyEngine";
import { tutorTermsOf } from "./tutorTerms";

/** A claim needs this many content terms: "Not always." or "Exactly right." answer nothing alone. */
const MIN_CLAIM_TERMS = 2;
/** A sentence this short is continued by the next ("Osmosis is a special case." then the definition)… */
const SHORT_SENTENCE_WORDS = 9;
/** …when the next one goes on about it ("It is the net movement…"), not on to the next topic. */
const GOES_ON = /^(?:it|its|this|that|these|they|their|if it|if they|so|because)\b/i;
/** A sentence that points back ("That is why the demand curve slopes downwards.") to its reason. */
const POINTS_BACK = /^(?:that|this|which|so)\b/i;
/** A question asked in the lecture is answered by what follows: this many sentences at most. */
const ANSWER_SENTENCES = 3;
/** Claims found next to the matched sentence rather than in it are a little less sure. */
const NEARBY_WEIGHT = 0.8;

/** Spoken openers that only link to what came before; the claim reads better without them. */
const OPENER =
  /^(?:now|so|well|okay|ok|right|and|but|also|finally|next|then|remember that|first|second|third|fourth)\b,?\s+/i;

/** The claims a transcript sentence gives for a question, and how sure they are (1, or less nearby). */
export interface SentenceClaims {
  readonly claims: readonly TutorPassage[];
  readonly weight: number;
}

/** Whether a text can be said as an answer to the question: it says something, and not only the question. */
export const answersQuestion = (text: string, question: string): boolean =>
  tutorTermsOf(text).size >= MIN_CLAIM_TERMS && !echoesQuestion(text, question);

/**
 * What the matched transcript sentence `at` says to the question: itself (continued by the next when
 * short and the next goes on about it); for a question asked in the lecture, the answer given after
 * it; for a sentence that only restates the question, the sentence beside it that gives the reason or
 * goes on ("That is measured by the price elasticity of demand." → "It is the percentage change…").
 */
export const sentenceClaims = (sentences: readonly StudySentence[], at: number, question: string): SentenceClaims => {
  const claimAt = (index: number): TutorPassage => {
    const sentence = sentences[index]!;
    const trimmed = sentence.text.replace(OPENER, "");
    const text = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
    return { text, start: sentence.start, end: sentence.end, source: "transcript" };
  };
  const exists = (index: number): boolean => index >= 0 && index < sentences.length;
  const isQuestion = (index: number): boolean => sentences[index]!.text.trim().endsWith("?");
  const answering = (index: number): TutorPassage[] =>
    exists(index) && !isQuestion(index)
      ? [claimAt(index)].filter((claim) => answersQuestion(claim.text, question))
      : [];
  const goesOn = (index: number): boolean => exists(index) && GOES_ON.test(sentences[index]!.text);

  if (isQuestion(at)) {
    const reply: TutorPassage[] = [];
    for (let next = at + 1; exists(next) && next <= at + ANSWER_SENTENCES && !isQuestion(next); next += 1) {
      reply.push(...answering(next));
    }
    return { claims: reply, weight: NEARBY_WEIGHT };
  }
  const claim = claimAt(at);
  if (!answersQuestion(claim.text, question)) {
    if (!echoesQuestion(claim.text, question)) return { claims: [], weight: 1 };
    const beside = goesOn(at + 1) ? answering(at + 1) : POINTS_BACK.test(sentences[at]!.text) ? answering(at - 1) : [];
    return { claims: beside, weight: NEARBY_WEIGHT };
  }
  const short = claim.text.split(/\s+/).length < SHORT_SENTENCE_WORDS;
  return { claims: [claim, ...(short && goesOn(at + 1) ? answering(at + 1) : [])], weight: 1 };
};
