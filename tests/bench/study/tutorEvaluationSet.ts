import type { SeededLectureName } from "./tutorLectures";

/**
 * One question of the tutor's evaluation. `moment` is the window (seconds) where the answer was said
 * in the seeded lecture's transcript (or where the note that answers it sits); null when the lecture
 * never answers it and the tutor must say it could not find it. `withoutTranscript` asks the lecture
 * with its transcript taken away: only the student's notes and highlights can answer.
 */
/** A window of the lecture, seconds from its start: a citation from `from` to `to` is right. */
export interface Moment {
  readonly from: number;
  readonly to: number;
}

export interface TutorEvaluationCase {
  readonly lecture: SeededLectureName;
  readonly question: string;
  readonly moment: Moment | null;
  /** Another moment that answers it as well (the lecturer's own summary at the end says it again). */
  readonly alsoAt?: Moment;
  readonly withoutTranscript?: true;
}

/** From a second before the answering sentence starts (starts are measured, e.g. 42.98 s). */
const at = (from: number, to: number): Moment => ({ from: from - 1, to });

/**
 * Written from the seeded transcripts (adapters/src/demo/seed/lectures/*.lecture.json) and notes
 * (demoLectures.ts), asked the way a student would, not in the lecturer's words.
 */
export const TUTOR_EVALUATION_SET: readonly TutorEvaluationCase[] = [
  // Cell biology: the membrane.
  { lecture: "cell-biology", question: "Which part of a phospholipid is attracted to water?", moment: at(22, 32) },
  { lecture: "cell-biology", question: "What do phospholipids do when you put them in water?", moment: at(32, 43) },
  { lecture: "cell-biology", question: "How thick is the bilayer?", moment: at(43, 46) },
  {
    lecture: "cell-biology",
    question: "Why do the fatty acid tails stay in the middle of the bilayer?",
    moment: at(46, 70),
  },
  { lecture: "cell-biology", question: "Why can a torn membrane repair itself?", moment: at(56, 70) },
  { lecture: "cell-biology", question: "Who came up with the membrane model, and when?", moment: at(70, 79) },
  { lecture: "cell-biology", question: "Why is the model described as fluid?", moment: at(79, 89) },
  { lecture: "cell-biology", question: "What do integral proteins do?", moment: at(95, 103) },
  { lecture: "cell-biology", question: "Where are peripheral proteins found?", moment: at(103, 108) },
  { lecture: "cell-biology", question: "What are the sugar chains on glycoproteins for?", moment: at(108, 120) },
  { lecture: "cell-biology", question: "How does temperature change what cholesterol does?", moment: at(122, 147) },
  { lecture: "cell-biology", question: "Which molecules diffuse straight through the lipids?", moment: at(150, 166) },
  { lecture: "cell-biology", question: "Does simple diffusion cost the cell energy?", moment: at(152, 166) },
  { lecture: "cell-biology", question: "How do glucose and ions get into the cell?", moment: at(166, 184) },
  { lecture: "cell-biology", question: "What does it mean when the carriers are saturated?", moment: at(176, 189) },
  { lecture: "cell-biology", question: "Define osmosis.", moment: at(189, 204) },
  { lecture: "cell-biology", question: "What are aquaporins?", moment: at(200, 205) },
  { lecture: "cell-biology", question: "What water potential does pure water have?", moment: at(204, 210) },
  { lecture: "cell-biology", question: "What happens to a red blood cell placed in pure water?", moment: at(210, 228) },
  { lecture: "cell-biology", question: "Why does a plant cell not burst in pure water?", moment: at(228, 234) },
  { lecture: "cell-biology", question: "What powers active transport?", moment: at(234, 244) },
  { lecture: "cell-biology", question: "How many sodium and potassium ions does the pump move?", moment: at(244, 254) },
  { lecture: "cell-biology", question: "How are hormones like insulin released from a cell?", moment: at(262, 277) },
  { lecture: "cell-biology", question: "How many columns does the comparison table need?", moment: at(280, 296) },
  { lecture: "cell-biology", question: "Which chapter should I read before next week?", moment: at(296, 304) },
  // Microeconomics: supply and demand.
  { lecture: "supply-and-demand", question: "What does the law of demand state?", moment: at(15, 23) },
  { lecture: "supply-and-demand", question: "Why does the demand curve slope downwards?", moment: at(15, 31) },
  {
    lecture: "supply-and-demand",
    question: "What moves us along the demand curve instead of shifting it?",
    moment: at(33, 48),
    alsoAt: at(278, 284),
  },
  { lecture: "supply-and-demand", question: "Give an example of complements.", moment: at(60, 68) },
  {
    lecture: "supply-and-demand",
    question: "What happens to demand for inferior goods when incomes go up?",
    moment: at(73, 88),
  },
  { lecture: "supply-and-demand", question: "When does the supply curve shift?", moment: at(102, 112) },
  { lecture: "supply-and-demand", question: "What happens when the price is above equilibrium?", moment: at(127, 136) },
  { lecture: "supply-and-demand", question: "What causes a shortage in a market?", moment: at(136, 145) },
  { lecture: "supply-and-demand", question: "What does a frost do to the coffee market?", moment: at(148, 173) },
  { lecture: "supply-and-demand", question: "How is the price elasticity of demand calculated?", moment: at(176, 185) },
  { lecture: "supply-and-demand", question: "When do we call demand elastic?", moment: at(185, 191) },
  { lecture: "supply-and-demand", question: "Why are cigarettes taxed so much?", moment: at(212, 227) },
  { lecture: "supply-and-demand", question: "What is a price floor?", moment: at(239, 248) },
  { lecture: "supply-and-demand", question: "Can a minimum wage ever increase employment?", moment: at(259, 272) },
  { lecture: "supply-and-demand", question: "When is problem set three due?", moment: at(297, 302) },
  // Never said in the lecture: "I could not find that in this lecture."
  { lecture: "cell-biology", question: "What is the capital of France?", moment: null },
  { lecture: "cell-biology", question: "How do vaccines train the immune system?", moment: null },
  { lecture: "cell-biology", question: "Who won the football World Cup in 1966?", moment: null },
  { lecture: "supply-and-demand", question: "How does photosynthesis make sugar?", moment: null },
  { lecture: "supply-and-demand", question: "Who wrote Hamlet?", moment: null },
  { lecture: "supply-and-demand", question: "Why do phospholipids form a bilayer?", moment: null },
  // Only the student's notes and highlights to go on (no transcript).
  {
    lecture: "cell-biology",
    question: "Who proposed the fluid mosaic model?",
    moment: at(313, 314),
    withoutTranscript: true,
  },
  {
    lecture: "cell-biology",
    question: "How many marks is the comparison table worth?",
    moment: at(284, 293),
    withoutTranscript: true,
  },
  {
    lecture: "supply-and-demand",
    question: "What are the four steps for a frost?",
    moment: at(157, 174),
    withoutTranscript: true,
  },
  {
    lecture: "supply-and-demand",
    question: "When is problem set 3 due?",
    moment: at(315, 316),
    withoutTranscript: true,
  },
];
