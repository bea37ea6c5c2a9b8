import type { StorageProblem } from "./StorageProblem";

/** Whether there is stored data to export: none where the browser would not open its storage at all. */
export const hasSavedData = (problem: StorageProblem): boolean => problem.kind !== "unavailable";
