import { composeTutorAnswer } from "./composeTutorAnswer";
import { type TutorIndex, matchTutorDocuments, retrievePassages } from "./retrievePassages";
import type { TutorAnswer } from "./StudyEngine";

/**
 * A question about one lecture answered from its index: the passages found (the evidence) and the
 * short answer composed from what matched. Loaded with MiniSearch, on the first question.
 */
export const answerTutorQuestion = (index: TutorIndex, question: string): TutorAnswer => {
  const matches = matchTutorDocuments(index, question);
  return {
    passages: retrievePassages(index, question, matches),
    claims: composeTutorAnswer(index, question, matches),
  };
};
