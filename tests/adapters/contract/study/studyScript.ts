import type { DemoTranscriptSentence } from "@lectern/adapters/demo/db/DemoSnapshot";

const TEXTS = [
  "Good morning, and welcome to the lecture on photosynthesis.",
  "Photosynthesis is the process by which green plants turn light energy into chemical energy.",
  "It takes place in the chloroplasts, which contain the green pigment chlorophyll.",
  "Chlorophyll absorbs red and blue light and reflects green light, which is why leaves look green.",
  "The light dependent reactions happen in the thylakoid membranes.",
  "There, water is split, oxygen is released, and ATP and NADPH are made.",
  "The Calvin cycle happens in the stroma and does not need light directly.",
  "In the Calvin cycle, the enzyme rubisco fixes carbon dioxide into organic molecules.",
  "Rubisco is probably the most abundant protein on Earth.",
  "The products of the Calvin cycle are used to build glucose and other sugars.",
  "The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature.",
  "Whichever factor is in shortest supply limits the rate, and we call it the limiting factor.",
  "Greenhouse growers raise carbon dioxide levels to make their crops grow faster.",
  "For next week, please read chapter six on the light dependent reactions.",
  "The practical report on leaf discs is due on Friday.",
  "Remember to bring your lab coats to the practical on Tuesday.",
  "That is all for today, thank you for listening.",
];

/** A short scripted lecture (seconds from the session's start), with work set near its end. */
export const PHOTOSYNTHESIS: readonly DemoTranscriptSentence[] = TEXTS.map((text, index) => ({
  text,
  start: 2 + index * 6,
  end: 2 + index * 6 + 5,
}));
