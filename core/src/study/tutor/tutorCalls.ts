/** The tutor's one address (issue 12 contract 6): POST asks (a `data:` stream), GET reads, DELETE clears. */
export const tutorPath = (recordId: string): string => `sessions/${encodeURIComponent(recordId)}/tutor`;

/** The body of a question. */
export const tutorQuestionBody = (question: string) => ({
  data: { type: "tutor_messages", attributes: { question } },
});
