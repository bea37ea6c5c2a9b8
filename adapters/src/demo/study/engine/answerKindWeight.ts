/** How much more a sentence weighs when it has the kind of thing the question asks for. */
const KIND_WEIGHT = 1.5;

const NUMBER =
  /\b(?:\d+(?:[.,]\d+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|half|double|twice)\b/i;

/**
 * What a question's first words ask for, and how a sentence that gives it reads. BM25 ranks by the
 * question's words, which "why is it called fluid?" shares most with the sentence that names the
 * model; the one that answers says "because".
 */
const KINDS: readonly { readonly asks: RegExp; readonly gives: RegExp }[] = [
  { asks: /^\s*(?:and\s+)?why\b/i, gives: /\b(?:because|since|so that|due to|which is why|that is why|the reason)\b/i },
  { asks: /^\s*(?:and\s+)?how\s+(?:many|much|thick|long|big|large|often)\b/i, gives: NUMBER },
  {
    asks: /^\s*(?:and\s+)?when\b/i,
    gives:
      /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|today|tomorrow|year|month|before|after|until|due|\d{4})\b/i,
  },
  // A name: a capitalised word after the sentence's first.
  { asks: /^\s*(?:and\s+)?who\b/i, gives: /\s\p{Lu}\p{Ll}+/u },
];

/** KIND_WEIGHT when `text` gives what the question's kind asks for ("why" → "because"), else 1. */
export const answerKindWeight = (question: string, text: string): number =>
  KINDS.some((kind) => kind.asks.test(question) && kind.gives.test(text)) ? KIND_WEIGHT : 1;
