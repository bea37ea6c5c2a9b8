// npm run bench:study — the study material's performance goals (issue 12 "Performance"), on a
// 4-hour lecture (~36,000 words):
//   - generation of summary, key points, action items and 50 questions: inline in Node, and in a Web
//     Worker in real Chromium with the page's long tasks counted (generationBench.ts);
//   - the tutor over real HTTP against the Node demo server: first `data:` line and whole answer
//     (tutorBench.ts).
//
//   npm run bench:study               5 generation runs, 3 rounds of tutor questions
//   npm run bench:study -- --quick    a smoke run
import { printGenerationFigures, runGenerationBench } from "./generationBench";
import { printTutorFigures, runTutorBench } from "./tutorBench";

const quick = process.argv.includes("--quick");
const generation = await runGenerationBench({ quick });
printGenerationFigures(generation);
console.log("");
const tutorMet = printTutorFigures(await runTutorBench({ rounds: quick ? 1 : 3 }));
process.exitCode = tutorMet ? 0 : 1;
