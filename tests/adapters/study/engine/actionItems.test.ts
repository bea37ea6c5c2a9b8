import { analyseLecture } from "@lectern/adapters/demo/study/engine/analyseLecture";
import { type StudyNlp, loadStudyNlp } from "@lectern/adapters/demo/study/engine/loadStudyNlp";
import { isActionItem } from "@lectern/adapters/demo/study/engine/pickActionItems";
import { beforeAll, describe, expect, it } from "vitest";

let nlp: StudyNlp;
beforeAll(async () => {
  nlp = await loadStudyNlp();
});

const flagged = (text: string): boolean =>
  isActionItem(
    analyseLecture({ sentences: [{ text, start: 0, end: 1 }], highlights: [], notes: [] }, nlp).sentences[0]!,
  );

describe("action items", () => {
  it.each([
    "For next week, please read chapter four on membranes.",
    "The essay is due on Friday.",
    "Remember to bring your calculator to the seminar.",
    "Don't forget to submit the lab report by Monday.",
    "Make sure you finish the worksheet before the next lecture.",
    "Problem set three has to be handed in by Friday.",
    "The midterm exam will be on Thursday and covers chapters one to five.",
    "Read pages 40 to 55 for tomorrow.",
    "You should complete the homework by the end of the week.",
    "The deadline for the assignment is next Tuesday.",
  ])("finds work, a deadline or a reminder in %j", (text) => {
    expect(flagged(text)).toBe(true);
  });

  it.each([
    "The rent was overdue by Friday, so the landlord raised the price.",
    "Water moves due to osmosis across the membrane.",
    "Put the solution in a test tube and watch the colour change.",
    "By the end of this session you should be able to describe the structure of the membrane.",
    "In the next chapter of the story, Darwin sails to the Galapagos.",
    "Remember that pure water has a water potential of zero.",
    "The market reaches equilibrium when supply equals demand.",
    "Test the hypothesis with a control group.",
  ])("leaves out %j", (text) => {
    expect(flagged(text)).toBe(false);
  });
});
