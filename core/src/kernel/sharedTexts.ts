/**
 * Texts every feature shows the same way (ARCHITECTURE rule 19), defined once: spec 3 §8's generic
 * error title. Core's features and ui's kit read it from here (core cannot import the kit).
 */
export const SHARED_TEXTS = {
  somethingWentWrong: "Something went wrong",
} as const;
