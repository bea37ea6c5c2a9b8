import { mergeRecording } from "../model/mergeRecording";
import { ownedSession } from "../model/recordingSessions";
import { DemoHttpError } from "../routing/DemoHttpError";
import { type Route, authRoute } from "../routing/Route";
import { sessionDocument } from "./sessionDocument";

export const MERGE_NEEDS_END = "The session must be ended before it is merged.";

/**
 * POST sessions/{id}/merge: answers once every stream is converted (the events arrive meanwhile),
 * with the session and its streams. Merging a merged session answers it again (idempotent).
 */
export const mergeRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/merge", async (context) => {
    const { db, media, events, now, user, params, injected } = context;
    const session = ownedSession(db, user.id, params["id"] ?? "");
    if (session.status < 20) throw new DemoHttpError(409, { title: MERGE_NEEDS_END });
    if (session.status === 20)
      await mergeRecording({ db, media, events, now }, session, injected?.kind === "failMerge");
    return sessionDocument(context, session, { withStreams: true });
  }),
];
