import type { DemoRecordingSession } from "../db/DemoSnapshot";
import { dateProblem, defaultSessionName, readApiDate } from "../model/apiDates";
import { sessionResource } from "../model/recordingResources";
import { userSessionsChannel } from "../model/recordingSessions";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { type Route, authRoute } from "../routing/Route";
import { requireCapacity } from "./requireCapacity";
import { sessionDocument } from "./sessionDocument";
import { nameProblem, organizationProblem } from "./sessionRoutes";

/** Started (status 10) and not ended: the session a new recording joins (spec 3 §3 "active"). */
const isActive = (session: DemoRecordingSession): boolean => session.status === 10 && session.endedAt === null;

/**
 * POST sessions/start (spec 3 §7: name, organization_id, started_at): the widget's start. If the user
 * already has an active session it is answered unchanged (200), so a recording joins it (spec 3 §4
 * "If a session is already active it is reused"); otherwise a session is created already started (201).
 */
export const sessionStartRoutes: readonly Route[] = [
  authRoute("POST", "sessions/start", (context) => {
    const { request, db, now, user, events } = context;
    const type = dataOf(request.body)["type"];
    const attributes = attributesOf(request.body);
    const name = attributes["name"];
    const organization = attributes["organization_id"];
    const organizationId =
      typeof organization === "string" || typeof organization === "number" ? String(organization).trim() || null : null;
    const startedAt = readApiDate(attributes["started_at"]);
    requireValid([
      ["type", type === undefined || type === "sessions" ? null : "The type must be sessions.", "/data/type"],
      ["name", nameProblem(name)],
      ["organization_id", organizationProblem(organization, organizationId, db.data.organisations)],
      ["started_at", dateProblem("started at", startedAt)],
    ]);
    const active = db.data.recordingSessions
      .filter((session) => session.userId === user.id && isActive(session))
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))[0];
    if (active) return sessionDocument(context, active);
    requireCapacity(context, true);
    const session = db.mutate((data) => {
      data.counters.recordingSessions += 1;
      const created: DemoRecordingSession = {
        id: String(data.counters.recordingSessions),
        userId: user.id,
        name: (typeof name === "string" && name.trim()) || defaultSessionName(startedAt ?? now()),
        organizationId,
        status: 10,
        startedAt: startedAt ?? now(),
        endedAt: null,
        createdAt: now(),
        mergedAt: null,
        geo: null,
      };
      data.recordingSessions.push(created);
      return created;
    });
    events.publish(userSessionsChannel(user.id), "created", sessionResource(session, []));
    events.publish(userSessionsChannel(user.id), "started", sessionResource(session, []));
    return sessionDocument(context, session, { status: 201 });
  }),
];
