import type { DemoCardState, DemoFlashcard, DemoQuiz } from "../db/DemoSnapshot";
import { readApiDate } from "../model/apiDates";
import { type FieldCheck, attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, reply } from "../routing/replies";
import { requirePermission } from "../routing/requirePermission";
import { type Route, authRoute } from "../routing/Route";
import { flashcardResource, quizResource } from "../study/studyResources";
import { STUDY_TEXTS } from "../study/studyTexts";

const DEFAULT_DUE_LIMIT = 50;
const MAX_DUE_LIMIT = 100;

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

const dateMessage = (field: string) => `The ${field} must be a date in ISO 8601 with a time zone.`;

/** The card fields of a PUT, each with the rule it breaks (or null). */
const cardChecks = (attributes: Readonly<Record<string, unknown>>): FieldCheck[] => {
  const due = readApiDate(attributes["due"]);
  const lastReview = readApiDate(attributes["last_review"]);
  const number = (field: string, ok: (value: unknown) => boolean, message: string): FieldCheck => [
    field,
    ok(attributes[field]) ? null : message,
  ];
  return [
    ["due", due === null || Number.isNaN(due) ? dateMessage("due") : null],
    number(
      "stability",
      (value) => isFiniteNumber(value) && value >= 0,
      "The stability must be a number of at least 0.",
    ),
    number("difficulty", isFiniteNumber, "The difficulty must be a number."),
    number("elapsed_days", isWhole, "The elapsed days must be a whole number of at least 0."),
    number("scheduled_days", isWhole, "The scheduled days must be a whole number of at least 0."),
    number("learning_steps", isWhole, "The learning steps must be a whole number of at least 0."),
    number("reps", isWhole, "The reps must be a whole number of at least 0."),
    number("lapses", isWhole, "The lapses must be a whole number of at least 0."),
    number("state", (value) => [0, 1, 2, 3].includes(value as number), "The state must be 0, 1, 2 or 3."),
    [
      "last_review",
      attributes["last_review"] === null || (lastReview !== null && !Number.isNaN(lastReview))
        ? null
        : `${dateMessage("last review")} Or null.`,
    ],
    number(
      "last_rating",
      (value) => value === null || [1, 2, 3, 4].includes(value as number),
      "The last rating must be 1, 2, 3, 4 or null.",
    ),
  ];
};

/** The user's quiz (its session is theirs); another's, or none, reads as absent (404). */
const ownedQuiz = (context: Parameters<Parameters<typeof authRoute>[2]>[0], quizId: string) => {
  const quiz = context.db.data.quizzes.find((candidate) => candidate.id === quizId);
  const session = quiz && context.db.data.recordingSessions.find((candidate) => candidate.id === quiz.sessionId);
  if (!quiz || !session || session.userId !== context.user.id) {
    throw new DemoHttpError(404, { title: STUDY_TEXTS.quizNotFound, source: { parameter: "quiz" } });
  }
  return { quiz, session };
};

/**
 * Flashcards (one user's FSRS card per question; the client schedules with ts-fsrs): PUT
 * flashcards/{quizId} saves a card, GET flashcards/due lists the questions to review across the
 * user's records — cards due by `before` first (earliest due first), then questions never rated
 * (newest record first). Needs quizShow.
 */
export const flashcardRoutes: readonly Route[] = [
  authRoute("GET", "flashcards/due", ({ db, user, request, now }) => {
    requirePermission(user, "quizShow", STUDY_TEXTS.quizzesForbidden);
    const rawBefore = request.query.get("before");
    const before = rawBefore === null ? now() : readApiDate(rawBefore);
    const rawLimit = request.query.get("limit");
    const limit = rawLimit === null ? DEFAULT_DUE_LIMIT : Number(rawLimit);
    // Query parameters, not body fields: their "pointer" names the parameter.
    requireValid([
      ["before", before === null || Number.isNaN(before) ? STUDY_TEXTS.dueBefore : null, "before"],
      ["limit", Number.isInteger(limit) && limit >= 1 && limit <= MAX_DUE_LIMIT ? null : STUDY_TEXTS.dueLimit, "limit"],
    ]);
    const sessions = db.data.recordingSessions.filter((session) => session.userId === user.id);
    const sessionOf = new Map(sessions.map((session) => [session.id, session]));
    const cards = new Map(
      db.data.flashcards.filter((card) => card.userId === user.id).map((card) => [card.quizId, card]),
    );
    const quizzes = db.data.quizzes.filter((quiz) => sessionOf.has(quiz.sessionId));
    const recordTime = (quiz: DemoQuiz) => {
      const session = sessionOf.get(quiz.sessionId)!;
      return session.startedAt ?? session.createdAt;
    };
    const due = quizzes
      .filter((quiz) => (cards.get(quiz.id)?.due ?? Number.POSITIVE_INFINITY) <= before!)
      .sort((a, b) => cards.get(a.id)!.due - cards.get(b.id)!.due || Number(a.id) - Number(b.id));
    const unrated = quizzes
      .filter((quiz) => !cards.has(quiz.id))
      .sort(
        (a, b) =>
          recordTime(b) - recordTime(a) ||
          Number(b.sessionId) - Number(a.sessionId) ||
          a.start - b.start ||
          Number(a.id) - Number(b.id),
      );
    const listed = [...due, ...unrated].slice(0, limit);
    return reply({
      data: listed.map((quiz) => quizResource(quiz, sessionOf.get(quiz.sessionId)!)),
      included: listed.flatMap((quiz) => {
        const card = cards.get(quiz.id);
        return card ? [flashcardResource(card)] : [];
      }),
      meta: { total: due.length + unrated.length },
    });
  }),

  authRoute("PUT", "flashcards/{quizId}", (context) => {
    const { db, user, params, request, now } = context;
    requirePermission(user, "quizShow", STUDY_TEXTS.quizzesForbidden);
    const { quiz } = ownedQuiz(context, params["quizId"] ?? "");
    const attributes = attributesOf(request.body);
    requireValid([
      ["type", dataOf(request.body)["type"] === "flashcards" ? null : STUDY_TEXTS.flashcardType, "/data/type"],
      ...cardChecks(attributes),
    ]);
    const card: DemoFlashcard = {
      quizId: quiz.id,
      userId: user.id,
      sessionId: quiz.sessionId,
      due: readApiDate(attributes["due"])!,
      stability: attributes["stability"] as number,
      difficulty: attributes["difficulty"] as number,
      elapsedDays: attributes["elapsed_days"] as number,
      scheduledDays: attributes["scheduled_days"] as number,
      learningSteps: attributes["learning_steps"] as number,
      reps: attributes["reps"] as number,
      lapses: attributes["lapses"] as number,
      state: attributes["state"] as DemoCardState,
      lastReview: attributes["last_review"] === null ? null : readApiDate(attributes["last_review"]),
      lastRating: attributes["last_rating"] as DemoFlashcard["lastRating"],
      updatedAt: now(),
    };
    db.mutate((data) => {
      data.flashcards = [
        ...data.flashcards.filter((candidate) => !(candidate.quizId === quiz.id && candidate.userId === user.id)),
        card,
      ];
    });
    return dataReply(flashcardResource(card));
  }),
];
