import { analyseLecture } from "./analyseLecture";
import { loadStudyNlp } from "./loadStudyNlp";
import { DEFAULT_QUESTION_COUNT, makeQuestions } from "./makeQuestions";
import { pickActionItems } from "./pickActionItems";
import { pickKeyPoints } from "./pickKeyPoints";
import { pickSummary } from "./pickSummary";
import { rankSentences } from "./rankSentences";
import type { StudyEngine, StudyInput, StudyMaterial } from "./StudyEngine";
import { createTutorIndexCache } from "./tutorIndexCache";

/** The study material of one lecture, from its transcript, highlights and notes. */
export const generateStudyMaterial = async (
  input: StudyInput,
  options?: { readonly questionCount?: number },
): Promise<StudyMaterial> => {
  if (input.sentences.length === 0) return { summary: [], keyPoints: [], actionItems: [], questions: [] };
  const lecture = analyseLecture(input, await loadStudyNlp());
  const scores = rankSentences(lecture);
  const summary = pickSummary(lecture, scores);
  return {
    summary: summary.items,
    keyPoints: pickKeyPoints(lecture, scores),
    actionItems: pickActionItems(lecture),
    questions: makeQuestions(lecture, scores, summary.indexes, options?.questionCount ?? DEFAULT_QUESTION_COUNT),
  };
};

/**
 * The engine in the calling thread: the Node demo server calls it directly, the browser through the
 * study worker (which runs this same engine). wink and MiniSearch load on first use, not on import.
 */
export const createInlineStudyEngine = (): StudyEngine => {
  // MiniSearch, like wink, loads with the first question.
  let retrieval: Promise<{
    indexes: ReturnType<typeof createTutorIndexCache>;
    answerTutorQuestion: typeof import("./answerTutorQuestion").answerTutorQuestion;
  }> | null = null;
  return {
    generate: generateStudyMaterial,
    async answer(key, input, question) {
      retrieval ??= Promise.all([import("./retrievePassages"), import("./answerTutorQuestion")]).then(
        ([{ buildTutorIndex }, { answerTutorQuestion }]) => ({
          indexes: createTutorIndexCache(buildTutorIndex),
          answerTutorQuestion,
        }),
      );
      const { indexes, answerTutorQuestion } = await retrieval;
      // A lecture without a transcript is still asked about: its notes and highlights are indexed too.
      if (!question.trim()) return { passages: [], claims: [] };
      return answerTutorQuestion(indexes.indexFor(key, input), question);
    },
  };
};
