import { echoesQuestion } from "@lectern/adapters/demo/study/engine/echoesQuestion";
import { describe, expect, it } from "vitest";
import { TARGET_SCORE, replyText, runTutorEvaluation } from "../../../bench/study/tutorEvaluation";
import { TUTOR_EVALUATION_SET } from "../../../bench/study/tutorEvaluationSet";

/** The tutor's evaluation (issue 21) as a test: `npm run bench:tutor` prints the same run's table. */
describe("the tutor's evaluation over the seeded lectures", () => {
  it("has at least 30 questions, some the lectures never answer and some only notes answer", () => {
    expect(TUTOR_EVALUATION_SET.length).toBeGreaterThanOrEqual(30);
    expect(TUTOR_EVALUATION_SET.filter((each) => each.moment === null).length).toBeGreaterThanOrEqual(5);
    expect(TUTOR_EVALUATION_SET.filter((each) => each.withoutTranscript).length).toBeGreaterThanOrEqual(3);
  });

  it("cites the right moment for at least 80 % of the answers, and never echoes a question", async () => {
    const evaluation = await runTutorEvaluation();
    const missed = evaluation.results
      .filter((result) => !result.right)
      .map((result) => `${result.case.question} → ${replyText(result.segments)}`);
    expect(evaluation.score, missed.join("\n")).toBeGreaterThanOrEqual(TARGET_SCORE);
    expect(evaluation.answerableRight / evaluation.answerable, missed.join("\n")).toBeGreaterThanOrEqual(TARGET_SCORE);
    expect(evaluation.notFoundPrecision).toBeGreaterThanOrEqual(TARGET_SCORE);
    for (const result of evaluation.results) {
      for (const segment of result.segments) {
        if (segment.type === "text") expect(echoesQuestion(segment.text, result.case.question)).toBe(false);
      }
    }
    // Every question the lecture never answers gets the not-found reply.
    expect(evaluation.results.filter((result) => result.case.moment === null).every((result) => result.notFound)).toBe(
      true,
    );
  });
});
