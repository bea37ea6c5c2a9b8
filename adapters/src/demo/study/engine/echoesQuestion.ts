import { tutorTermsOf } from "./tutorTerms";

/** Lower case letters and digits only, single spaces: how "the same words" is compared. */
const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A question this long, found inside a sentence, is that sentence quoting it. */
const QUOTED_QUESTION_WORDS = 4;

/**
 * Whether `text` says nothing the question did not (so it cannot answer it): equal to it, a piece of
 * it, quoting it whole, or with content terms all among the question's but for at most one filler
 * ("That is why a small tear seals itself again." to "why does a tear seal itself?"). Students
 * complained the tutor read their own question back to them; an answer must add something.
 */
export const echoesQuestion = (text: string, question: string): boolean => {
  const said = plain(text);
  const asked = plain(question);
  // Compared on whole words: "cell" is not inside "cells".
  const within = (outer: string, inner: string): boolean => ` ${outer} `.includes(` ${inner} `);
  if (said === "" || within(asked, said)) return true;
  if (asked.split(" ").length >= QUOTED_QUESTION_WORDS && within(said, asked)) return true;
  const questionTerms = tutorTermsOf(question);
  const terms = [...tutorTermsOf(text)];
  const added = terms.filter((term) => !questionTerms.has(term)).length;
  return added === 0 || (added === 1 && terms.length >= 3);
};
