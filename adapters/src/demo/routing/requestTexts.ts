/** What the demo API answers to a request it cannot take as sent (issue 19), in one place for tests. */
export const REQUEST_TEXTS = {
  bodyNotJson: "The request body is not valid JSON.",
  bodyNotDocument: "The request body must be a JSON:API document (a JSON object).",
  overrideOnlyOnPost: "X-HTTP-METHOD-OVERRIDE is honoured only on POST.",
  overrideUnknown: "X-HTTP-METHOD-OVERRIDE must be PUT, PATCH or DELETE.",
} as const;
