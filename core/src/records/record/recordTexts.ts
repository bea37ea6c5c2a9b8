import { SHARED_TEXTS } from "../../kernel/sharedTexts";

/** The record page's texts (spec 3 §2, §8 verbatim where the spec has them). */
export const RECORD_TEXTS = {
  somethingWentWrong: SHARED_TEXTS.somethingWentWrong,
  fileNotFound: "File is not found",
  notFoundTitle: "Recording not found",
  notFoundText: "This recording is not in your account. It may have been deleted.",
  noTranscript: "No captions were heard while this lecture was recorded, so it has no transcript.",
  emptyName: "The name cannot be empty.",
  emptyTag: "A tag cannot be empty.",
  /** A failed generation (status 30) whose server gave no reason. */
  generationFailed: "The study material could not be generated from this lecture.",
} as const;
