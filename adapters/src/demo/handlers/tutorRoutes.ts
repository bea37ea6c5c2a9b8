import { randomToken } from "../crypto/randomToken";
import type { DemoTutorSegment } from "../db/DemoSnapshot";
import { requireAccess } from "../model/sharedAccess";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { dataReply, streamReply } from "../routing/replies";
import { requirePermission } from "../routing/requirePermission";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";
import { studyInputOf, tutorKeyOf } from "../study/studyInputOf";
import { studyPipelineOf } from "../study/studyPipelineOf";
import { tutorMessageResource } from "../study/studyResources";
import { MAX_QUESTION_LENGTH, STUDY_TEXTS } from "../study/studyTexts";
import { tutorReply } from "../study/tutorReply";

const NO_CONTENT = { status: 204, headers: {}, body: null } as const;

/** The tutor is the user's own, about their own session: jamAiChatShow; 403 for a viewer, 404 for others. */
const tutorSession = (context: AuthedContext) => {
  requirePermission(context.user, "jamAiChatShow", STUDY_TEXTS.tutorForbidden);
  return requireAccess(context, context.params["id"] ?? "", "own").session;
};

const questionProblem = (question: unknown): string | null => {
  if (typeof question !== "string" || !question.trim()) return STUDY_TEXTS.blankQuestion;
  return question.length > MAX_QUESTION_LENGTH ? STUDY_TEXTS.questionTooLong : null;
};

/**
 * The tutor (issue 12): POST sessions/{id}/tutor asks a question and streams the answer as `data:`
 * events (start, text pieces and citations of the lecture, done); GET lists the conversation oldest
 * first; DELETE clears it. The question is stored with its answer, when the answer ends (or stops).
 */
export const tutorRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/tutor", async (context) => {
    const session = tutorSession(context);
    const { db, user, request, now } = context;
    const question = attributesOf(request.body)["question"];
    requireValid([
      ["type", dataOf(request.body)["type"] === "tutor_messages" ? null : STUDY_TEXTS.tutorType, "/data/type"],
      ["question", questionProblem(question)],
    ]);
    const asked = (question as string).trim();
    const { input, transcript } = await studyInputOf(db, session);
    const key = tutorKeyOf(db, session, transcript);
    const at = now();
    // Nothing is written before the answer ends (the question is stored with it): a save of the
    // whole database would otherwise stand between the question and the first event.
    const answerId = randomToken(8);
    const pipeline = studyPipelineOf(context);
    const message = (id: string, role: "student" | "tutor", segments: DemoTutorSegment[], stopped: boolean) => ({
      id,
      sessionId: session.id,
      userId: user.id,
      role,
      segments,
      stopped,
      createdAt: at,
    });
    return streamReply(
      tutorReply({
        id: answerId,
        key,
        input,
        question: asked,
        engine: async () => (await pipeline).engine(),
        store: async (segments, stopped) => {
          await (
            await pipeline
          ).store(() => {
            // A session deleted meanwhile keeps nothing of it.
            if (!db.data.recordingSessions.some((candidate) => candidate.id === session.id)) return;
            db.mutate((data) => {
              data.tutorMessages.push(
                message(randomToken(8), "student", [{ type: "text", text: asked }], false),
                message(answerId, "tutor", segments, stopped),
              );
            });
          });
        },
      }),
    );
  }),

  authRoute("GET", "sessions/{id}/tutor", (context) => {
    const session = tutorSession(context);
    const messages = context.db.data.tutorMessages
      .filter((message) => message.sessionId === session.id && message.userId === context.user.id)
      // Stable: a question and its answer (stored together, in that order) share their time.
      .sort((a, b) => a.createdAt - b.createdAt);
    return dataReply(messages.map(tutorMessageResource));
  }),

  authRoute("DELETE", "sessions/{id}/tutor", (context) => {
    const session = tutorSession(context);
    context.db.mutate((data) => {
      data.tutorMessages = data.tutorMessages.filter(
        (message) => !(message.sessionId === session.id && message.userId === context.user.id),
      );
    });
    return NO_CONTENT;
  }),
];
