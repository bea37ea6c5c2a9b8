import type { DemoRecordingSession } from "../db/DemoSnapshot";
import { sessionResource } from "../model/recordingResources";
import { userSessionsChannel } from "../model/recordingSessions";
import { type Route, authRoute } from "../routing/Route";
import { requireCapacity } from "./requireCapacity";
import { sessionDocument } from "./sessionDocument";
import { createSession, readNewSession } from "./newSession";
import { ownerViewOf } from "../model/sessionView";

/** Started (status 10) and not ended: the session a new recording joins (spec 3 §3 "active"). */
const isActive = (session: DemoRecordingSession): boolean => session.status === 10 && session.endedAt === null;

/**
 * POST sessions/start (spec 3 §7: name, organization_id, started_at): the widget's start. If the user
 * already has an active session it is answered unchanged (200), so a recording joins it (spec 3 §4
 * "If a session is already active it is reused"); otherwise a session is created already started (201).
 */
export const sessionStartRoutes: readonly Route[] = [
  authRoute("POST", "sessions/start", (context) => {
    const { db, user, events } = context;
    const fields = readNewSession(context, false);
    const active = db.data.recordingSessions
      .filter((session) => session.userId === user.id && isActive(session))
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))[0];
    if (active) return sessionDocument(context, active);
    requireCapacity(context, true);
    const session = createSession(context, fields, 10);
    events.publish(userSessionsChannel(user.id), "created", sessionResource(session, [], ownerViewOf(db, session)));
    events.publish(userSessionsChannel(user.id), "started", sessionResource(session, [], ownerViewOf(db, session)));
    return sessionDocument(context, session, { status: 201 });
  }),
];
