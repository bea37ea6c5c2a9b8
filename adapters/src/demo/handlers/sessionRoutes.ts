import { dateProblem, readApiDate } from "../model/apiDates";
import { sessionResource, streamResource } from "../model/recordingResources";
import {
  endRecordingSession,
  removeRecordingSession,
  streamsOf,
  userSessionsChannel,
} from "../model/recordingSessions";
import { restartRecordingSession } from "../model/restartRecordingSession";
import { sessionContentOf } from "../model/sessionContent";
import { requireAccess } from "../model/sharedAccess";
import { attributesOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { sessionDocument } from "./sessionDocument";
import { type Route, authRoute } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";
import { requireCapacity } from "./requireCapacity";
import { createSession, readNewSession } from "./newSession";
import { ownerViewOf } from "../model/sessionView";

export const SESSION_ALREADY_ENDED = "This session has already ended, so it cannot be started again.";
export const ENDED_BEFORE_START = "The ended at must be a date after or equal to started at.";

/** Recording sessions (spec 3 §4 "Session lifecycle", §7 "Sessions"; uploadCalls in core/queue). */
export const sessionRoutes: readonly Route[] = [
  // `reuse_session_id`: an upload restarting from scratch takes its old session back (restartRecordingSession).
  authRoute("POST", "sessions", async (context) => {
    const fields = readNewSession(context, true);
    const reuseId = attributesOf(context.request.body)["reuse_session_id"];
    if (typeof reuseId === "string" || typeof reuseId === "number") {
      const reused = await restartRecordingSession(context, context.user.id, String(reuseId), fields, context.now());
      if (reused) return sessionDocument(context, reused, { status: 201 });
    }
    requireCapacity(context, true);
    const session = createSession(context, fields, 0);
    context.events.publish(
      userSessionsChannel(context.user.id),
      "created",
      sessionResource(session, [], ownerViewOf(context.db, session)),
    );
    return sessionDocument(context, session, { status: 201 });
  }),

  authRoute("POST", "sessions/{id}/start", (context) => {
    const { request, db, now, user, events, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const startedAt = readApiDate(attributesOf(request.body)["started_at"]);
    requireValid([["started_at", dateProblem("started at", startedAt)]]);
    if (session.status >= 20) throw new DemoHttpError(409, { title: SESSION_ALREADY_ENDED });
    if (session.status === 10) return sessionDocument(context, session);
    requireCapacity(context, false);
    db.mutate(() => {
      session.status = 10;
      session.startedAt = startedAt ?? session.startedAt ?? now();
    }, session);
    events.publish(
      userSessionsChannel(user.id),
      "started",
      sessionResource(session, streamsOf(db, session.id), ownerViewOf(db, session)),
    );
    return sessionDocument(context, session);
  }),

  // Idempotent: ending an ended (or merged) session answers it unchanged, so a retry after a lost reply is safe.
  authRoute("POST", "sessions/{id}/end", (context) => {
    const { request, db, now, events, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const endedAt = readApiDate(attributesOf(request.body)["ended_at"]);
    requireValid([["ended_at", dateProblem("ended at", endedAt)]]);
    if (session.status >= 20) return sessionDocument(context, session);
    const end = endedAt ?? now();
    if (session.startedAt !== null && end < session.startedAt) requireValid([["ended_at", ENDED_BEFORE_START]]);
    endRecordingSession(db, events, session, end);
    return sessionDocument(context, session);
  }),

  // The owner, or a viewer of the shared record with X-SHARED-ID (contract of issue 13, rule 10).
  readRoute("GET", "sessions/{id}", (context) =>
    sessionDocument(context, requireAccess(context, context.params["id"] ?? "", "read").session),
  ),

  readRoute("GET", "sessions/{id}/relationships/streams", async (context) => {
    const { session } = requireAccess(context, context.params["id"] ?? "", "read");
    return dataReply((await sessionContentOf(context.db, session)).streams.map(streamResource));
  }),

  // Owner only (a viewer gets 403, anyone else 404); everything of the session goes with it.
  authRoute("DELETE", "sessions/{id}", async (context) => {
    const { db, media, events, addresses, params } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    await removeRecordingSession(db, media, events, session, addresses);
    return { status: 204, headers: {}, body: null };
  }),
];
