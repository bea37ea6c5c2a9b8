import { requireAccess } from "../model/sharedAccess";
import { ownerOf } from "../model/shares";
import { streamsOf } from "../model/recordingSessions";
import { notesOf } from "../model/notes";
import { poisOf } from "../model/pois";
import { transcriptOf } from "../model/sessionRelated";
import { reply } from "../routing/replies";
import { requirePermission } from "../routing/requirePermission";
import { type Route } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";
import { learnsFromOf } from "../study/studyInputOf";
import { flashcardResource, quizResource } from "../study/studyResources";
import { STUDY_TEXTS } from "../study/studyTexts";

/**
 * GET sessions/{id}/quizzes: the session's questions in lecture order, the user's flashcards of them
 * (`included`), and the state of their generation (`meta`: status new 0, completed 20, failed 30,
 * with the reason; `source`: what the questions were made from, null before any; `study_source`: what
 * a generation would learn from now, null when nothing — issue 21). Needs quizShow (a viewer with
 * X-SHARED-ID: the owner's).
 */
export const quizRoutes: readonly Route[] = [
  readRoute("GET", "sessions/{id}/quizzes", async (context) => {
    const { db, user, params } = context;
    const { session, role } = requireAccess(context, params["id"] ?? "", "read");
    // A viewer has the shared permission set: the owner's quizShow.
    const holder = role === "owner" ? user : ownerOf(db, session);
    if (holder) requirePermission(holder, "quizShow", STUDY_TEXTS.quizzesForbidden);
    const quizzes = db.data.quizzes
      .filter((quiz) => quiz.sessionId === session.id)
      .sort((a, b) => a.start - b.start || Number(a.id) - Number(b.id));
    const ids = new Set(quizzes.map((quiz) => quiz.id));
    const cards = db.data.flashcards.filter((card) => card.userId === user?.id && ids.has(card.quizId));
    const generation = db.data.quizGenerations.find((row) => row.sessionId === session.id);
    const learnsFrom = learnsFromOf(session, streamsOf(db, session.id), {
      pois: poisOf(db, session.id),
      notes: notesOf(db, session.id),
      transcript: await transcriptOf(db, session.id),
    });
    // No generation yet: one is coming when there is a transcript; notes are made into questions when
    // asked (status unknown: Generate is offered); without either there is nothing to make.
    const state = generation
      ? { status: generation.status, error: generation.error }
      : learnsFrom === "transcript"
        ? { status: 0, error: null }
        : learnsFrom === "notes"
          ? { status: null, error: null }
          : { status: 30, error: STUDY_TEXTS.noTranscript };
    const source = generation && quizzes.length > 0 ? (generation.source ?? "transcript") : null;
    const meta = { ...state, source, study_source: learnsFrom };
    return reply({
      data: quizzes.map((quiz) => quizResource(quiz, session)),
      included: cards.map(flashcardResource),
      meta,
    });
  }),
];
