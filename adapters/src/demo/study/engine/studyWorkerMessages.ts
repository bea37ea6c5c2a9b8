import type { StudyInput, StudyMaterial, TutorAnswer } from "./StudyEngine";

/** To the study worker: generate a lecture's material, or answer a tutor question about it. */
export type StudyWorkerRequest =
  | {
      readonly id: number;
      readonly kind: "generate";
      readonly input: StudyInput;
      readonly options: { readonly questionCount?: number } | undefined;
    }
  | {
      readonly id: number;
      readonly kind: "answer";
      readonly key: string;
      readonly input: StudyInput;
      readonly question: string;
    };

/** From the study worker: the result of a request, or why it failed. */
export type StudyWorkerReply =
  | { readonly id: number; readonly kind: "generated"; readonly material: StudyMaterial }
  | { readonly id: number; readonly kind: "answered"; readonly answer: TutorAnswer }
  | { readonly id: number; readonly kind: "failed"; readonly reason: string };
