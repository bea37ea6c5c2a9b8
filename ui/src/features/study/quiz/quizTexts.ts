import type { FlashcardRating } from "@lectern/core/study/flashcards/Flashcard";

/** The texts of quizzes, flashcards and Due today (one place, so tests can import them). */
export const QUIZ_TEXTS = {
  pageTitle: "Quizzes",
  pageDescription: "Test yourself on this lecture, then keep it with flashcards that come back before you forget.",
  backToRecord: (name: string) => `Back to ${name}`,
  backToRecording: "Back to the recording",
  modesLabel: "Practice mode",
  modes: { quiz: "Quiz", flashcards: "Flashcards" },
  loading: "Loading the questions…",
  notInPlanTitle: "Quizzes are not part of your plan",
  notInPlanText:
    "Upgrade to practise your lectures with multiple-choice quizzes and flashcards that come back just before you would forget them.",
  upgrade: "See plans",
  upgradeToGenerate: "Upgrade to generate",
  premium: "Premium",
  generatingTitle: "Generating questions…",
  generatingText: "Lectern is writing questions from this lecture. They appear here as soon as they are ready.",
  failedTitle: "The questions could not be generated",
  retry: "Retry",
  emptyTitle: "No questions yet",
  emptyText: "Generate a quiz from this lecture's transcript: every answer points at the moment it was said.",
  emptyTextLocked: "Generating questions from a lecture is part of the premium plans.",
  /** Issue 21: a lecture without a transcript, whose questions come from the notes. */
  emptyTextFromNotes:
    "This lecture has no transcript, so Lectern makes the questions from your notes and highlight names.",
  madeFromNotes: "Made from your notes and highlights — this lecture has no transcript.",
  unavailableTitle: "No questions to make yet",
  unavailableText: "This lecture has no transcript, and its notes are too short to learn from.",
  unavailableWhatToDo: "Add notes or import a caption file to get a quiz.",
  generate: "Generate questions",
  loadFailedTitle: "The quiz could not be loaded",
  tryAgain: "Try again",
  notFoundTitle: "Recording not found",
  notFoundText: "This recording is not in your account. It may have been deleted.",
  backToRecordings: "Back to recordings",
  // Multiple choice
  questionOf: (index: number, total: number) => `Question ${index} of ${total}`,
  choicesLabel: "Choose one answer",
  check: "Check answer",
  next: "Next question",
  seeScore: "See your score",
  correct: "Correct",
  incorrect: "Not quite",
  rightAnswer: "The answer",
  yourAnswer: "Your answer",
  hearIt: "Hear it in the lecture",
  hearItAt: (clock: string) => `Hear it in the lecture (${clock})`,
  checkedAnnouncement: (correct: boolean, answer: string) =>
    correct ? `Correct. The answer is ${answer}.` : `Not quite. The answer is ${answer}.`,
  scoreTitle: "Quiz complete",
  score: (score: number, total: number) => `You scored ${score} out of ${total}`,
  scoreText: (score: number, total: number) =>
    score === total
      ? "Every answer right. Flashcards will keep it that way."
      : "Flashcards bring back the ones you missed until they stick.",
  retryQuiz: "Retry the quiz",
  openFlashcards: "Open flashcards",
  // Flashcards
  cardOf: (index: number, total: number) => `${index} of ${total}`,
  question: "Question",
  answer: "Answer",
  showAnswer: "Show answer",
  rateLabel: "How well did you know it?",
  ratings: { 1: "Again", 2: "Hard", 3: "Good", 4: "Easy" } satisfies Record<FlashcardRating, string>,
  rating: (label: string, interval: string | null) => (interval === null ? label : `${label} · ${interval}`),
  nextReview: (date: string) => `Next review: ${date}`,
  ratedAnnouncement: (label: string, date: string) => `Rated ${label}. Next review ${date}.`,
  nextCard: "Next card",
  finish: "Finish",
  saving: "Saving…",
  allDoneTitle: "All done for today",
  allDoneRecordTitle: "All caught up on this lecture",
  allDoneText: (date: string | null) =>
    date === null ? "Nothing else is scheduled yet." : `The next card is due ${date}.`,
  reviewedCount: (count: number) => `You reviewed ${count} ${count === 1 ? "card" : "cards"}.`,
  scheduleTitle: (count: number) => `Your schedule (${count} ${count === 1 ? "card" : "cards"})`,
  scheduleNew: "New: not rated yet",
  scheduleDue: (date: string) => `Next review ${date}`,
  // Due today
  reviewTitle: "Due today",
  reviewDescription: "Flashcards from all your lectures that are due today, and the questions you have not tried yet.",
  reviewLoading: "Loading the cards due today…",
  reviewFailedTitle: "The cards due today could not be loaded",
  reviewEmptyTitle: "Nothing due today",
  reviewEmptyText: "Quizzes from your lectures turn into flashcards here when they are due.",
  reviewAgain: "Check again",
  backToRecordings2: "Go to your recordings",
  fromRecord: (name: string) => `From ${name}`,
  dueEntry: (count: number) => `${count} ${count === 1 ? "card" : "cards"} due today`,
  dueEntryAction: "Review",
} as const;

const DATE = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** A due date as the cards show it: "Friday, November 27, 2026". */
export const dueDateText = (iso: string): string => DATE.format(new Date(iso));
