import type { DemoTranscriptSentence } from "../db/DemoSnapshot";
import { SESSION_NOT_FOUND } from "../model/recordingSessions";
import { asRecord, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";
import { studyPipelineOf } from "../study/studyPipelineOf";
import {
  permissionsProblem,
  scriptedSentencesProblem,
  setScriptedTranscript,
  setUserPermissions,
} from "../study/scriptedTranscript";

/**
 * Test controls of the study material (registered only with the test controls on): a user's
 * permission override, and a scripted transcript for a session, which starts its generation.
 * GET demo/study/idle is answered by the Node server itself (it must wait outside the request queue).
 */
export const studyControlRoutes: readonly Route[] = [
  route("POST", "demo/users/permissions", ({ db, request }) => {
    const body = asRecord(request.body) ?? {};
    const email = body["email"];
    requireValid(
      [
        ["email", typeof email === "string" && email.trim() ? null : "The email field is required.", "/email"],
        ["permissions", permissionsProblem(body["permissions"] ?? null), "/permissions"],
      ],
      "",
    );
    const permissions = (body["permissions"] ?? null) as Record<string, boolean> | null;
    if (!setUserPermissions(db, email as string, permissions)) {
      throw new DemoHttpError(404, { title: `No demo user ${String(email)}.` });
    }
    return dataReply({ type: "demo_user_permissions", attributes: { email, permissions } });
  }),

  route("POST", "demo/sessions/{id}/transcript", async (context) => {
    const { db, events, request, params, now } = context;
    const sentences = asRecord(request.body)?.["sentences"];
    requireValid([["sentences", scriptedSentencesProblem(sentences), "/sentences"]], "");
    if (!(await setScriptedTranscript(db, events, params["id"] ?? "", sentences as DemoTranscriptSentence[], now()))) {
      throw new DemoHttpError(404, { title: SESSION_NOT_FOUND, source: { parameter: "session" } });
    }
    void studyPipelineOf(context).then((pipeline) => pipeline.kick());
    return dataReply({ id: params["id"], type: "demo_transcript", attributes: { sentences: sentences as unknown[] } });
  }),
];
