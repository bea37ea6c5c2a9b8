import type { PermissionFlag } from "@lectern/core/permissions/domain/Permissions";
import type { DemoStudyPart } from "../db/DemoSnapshot";
import { summaryResource } from "../model/insightResources";
import { requireAccess } from "../model/sharedAccess";
import { primaryStreamOf } from "../model/recordingResources";
import { streamsOf } from "../model/recordingSessions";
import { permissionsOf } from "../model/userPermissions";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { STUDY_PARTS, queueStudy, summaryRowOf } from "../study/queueStudy";
import { studyPipelineOf } from "../study/studyPipelineOf";
import { studyInputOf } from "../study/studyInputOf";
import { STUDY_TEXTS } from "../study/studyTexts";

/** The flag each part needs (contract of issue 12; spec 3 §6). */
const PART_PERMISSION: Readonly<Record<DemoStudyPart, PermissionFlag>> = {
  summary: "summaryGeneration",
  action_items: "summaryGeneration",
  key_points: "keyPointsGeneration",
  quizzes: "quizGeneration",
};

const partsOf = (value: unknown): DemoStudyPart[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((part) => STUDY_PARTS.includes(part as DemoStudyPart))
    ? STUDY_PARTS.filter((part) => value.includes(part))
    : null;

/**
 * POST sessions/{id}/summaries: generates the parts asked for again (summary, key points, action
 * items, quizzes), each where the user's plan allows it. Answers 202 with the summary at status new;
 * the pipeline does the work and announces it. Owner only. A lecture without a transcript is made
 * from its notes and highlight names when they say enough (issue 21); with neither, 409.
 */
export const studyGenerationRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/summaries", async (context) => {
    const { db, user, params, request, now } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const parts = partsOf(attributesOf(request.body)["parts"]);
    requireValid([
      ["type", dataOf(request.body)["type"] === "sessions_summaries" ? null : STUDY_TEXTS.summaryType, "/data/type"],
      ["parts", parts ? null : STUDY_TEXTS.parts],
    ]);
    const flags = permissionsOf(user);
    const lacking = parts!.map((part) => PART_PERMISSION[part]).find((flag) => !flags[flag]);
    if (lacking) throw new DemoHttpError(403, { title: STUDY_TEXTS.generateForbidden, meta: { permission: lacking } });
    const { transcript, learn } = await studyInputOf(db, session);
    if (!learn) throw new DemoHttpError(409, { title: STUDY_TEXTS.noTranscript });
    const streamId = transcript?.streamId ?? primaryStreamOf(streamsOf(db, session.id))?.id ?? null;
    const summary = db.mutate((data) => {
      queueStudy(data, { id: session.id, streamId }, parts!, now(), true);
      return summaryRowOf(data, session.id, streamId, now());
    });
    // Not awaited: the pipeline's first step waits for this request to end.
    void studyPipelineOf(context).then((pipeline) => pipeline.kick());
    return dataReply(summaryResource(summary), 202);
  }),
];
