import type { DemoPoi, DemoPoiType, DemoWatchedPoi } from "../db/DemoSnapshot";
import { dateProblem, readApiDate } from "../model/apiDates";
import { attachmentKeysOf } from "../model/notes";
import {
  POI_TEXTS,
  acceptsNewPois,
  isPoiType,
  requirePoiAccess,
  poiEndProblem,
  poiOutsideRecordingProblem,
  poiWindowOf,
  poiNameOf,
  poiNameProblem,
  poiResource,
  poiStartProblem,
} from "../model/pois";
import { primaryStreamOf } from "../model/recordingResources";
import { sessionChannel, streamsOf } from "../model/recordingSessions";
import { requireAccess } from "../model/sharedAccess";
import { sessionContentOf } from "../model/sessionContent";
import { tagResource } from "../model/tags";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso, reply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";

const NO_CONTENT = { status: 204, headers: {}, body: null } as const;

const resourceTypeProblem = (type: unknown, required: boolean): string | null =>
  type === "sessions_pois" || (!required && type === undefined) ? null : POI_TEXTS.resourceType;

const requireRecording = (session: Parameters<typeof acceptsNewPois>[0]): void => {
  if (!acceptsNewPois(session)) throw new DemoHttpError(409, { title: POI_TEXTS.notRecording });
};

type Session = ReturnType<typeof requireAccess>["session"];

/**
 * A new highlight's times against where it may go (poiWindowOf): while recording, not before the
 * session start; on a finished recording, with an end, both inside the recording.
 */
const requireNewPoiTimes = (
  session: Session,
  streams: Parameters<typeof primaryStreamOf>[0],
  start: number,
  end: number | null,
): void => {
  const window = poiWindowOf(session, primaryStreamOf(streams));
  if (window.kind === "refused") throw new DemoHttpError(409, { title: window.reason });
  requireValid([
    ["started_at", poiStartProblem(session.startedAt, start)],
    ["ended_at", poiEndProblem(start, end)],
  ]);
  if (window.kind === "recording") return;
  requireValid([
    ["started_at", poiOutsideRecordingProblem("started at", session.startedAt, window.lengthMs, start)],
    ["ended_at", end === null ? POI_TEXTS.endRequired : null],
  ]);
  requireValid([["ended_at", poiOutsideRecordingProblem("ended at", session.startedAt, window.lengthMs, end!)]]);
};

/**
 * Highlights (spec 3 §3 "Poi", §4 "Highlights (poi)", §7; spec 2 §4.5): create (while recording, or
 * on the finished recording inside its length: issue 21), list, edit and remove them, and announce
 * the one being recorded (watch). Owner only; viewers of a shared record
 * list them with X-SHARED-ID (a shared-poi session lists its one highlight) and get 403 for the rest.
 */
export const poiRoutes: readonly Route[] = [
  authRoute("POST", "sessions/{id}/relationships/pois", (context) => {
    const { request, db, now, user, params, events } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const attributes = attributesOf(request.body);
    const type = attributes["type"];
    const startedAt = readApiDate(attributes["started_at"]);
    const endedAt = readApiDate(attributes["ended_at"]);
    requireValid([
      ["type", resourceTypeProblem(dataOf(request.body)["type"], true), "/data/type"],
      ["type", isPoiType(type) ? null : POI_TEXTS.type],
      ["name", poiNameProblem(attributes["name"])],
      ["started_at", dateProblem("started at", startedAt, true)],
      ["ended_at", dateProblem("ended at", endedAt)],
    ]);
    const start = startedAt!;
    requireNewPoiTimes(session, streamsOf(db, session.id), start, endedAt);
    const poi = db.mutate((data) => {
      data.counters.pois += 1;
      const created: DemoPoi = {
        id: String(data.counters.pois),
        sessionId: session.id,
        type: type as DemoPoiType,
        name: poiNameOf(attributes["name"]),
        tagIds: [],
        startedAt: start,
        endedAt,
        createdAt: now(),
      };
      data.pois.push(created);
      // The highlight being recorded is done once one of its type is created.
      data.watchedPois = data.watchedPois.filter(
        (watched) => !(watched.sessionId === session.id && watched.type === created.type),
      );
      return created;
    });
    const resource = poiResource(poi);
    events.publish(sessionChannel(user.id, session.id), "poi_created", resource);
    return dataReply(resource, 201);
  }),

  // include=tags (or *) adds the highlights' tags, so their chips can be named.
  readRoute("GET", "sessions/{id}/relationships/pois", async (context) => {
    const { db, params, request } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "read");
    const pois = (await sessionContentOf(db, session)).related.pois;
    const include = (request.query.get("include") ?? "").split(",").map((part) => part.trim());
    if (!include.includes("tags") && !include.includes("*")) return dataReply(pois.map(poiResource));
    const tagIds = new Set(pois.flatMap((poi) => poi.tagIds));
    const tags = db.data.tags.filter((tag) => tagIds.has(tag.id));
    return reply({ data: pois.map(poiResource), included: tags.map(tagResource) });
  }),

  // Only name, started_at and ended_at change; an attribute left out keeps its value.
  authRoute("PATCH", "pois/{id}", (context) => {
    const { request, db, user, params, events } = context;
    const { poi, session } = requirePoiAccess(context, params["id"] ?? "", "own");
    const attributes = attributesOf(request.body);
    const has = (key: string): boolean => Object.hasOwn(attributes, key);
    const startedAt = has("started_at") ? readApiDate(attributes["started_at"]) : poi.startedAt;
    const endedAt = has("ended_at") ? readApiDate(attributes["ended_at"]) : poi.endedAt;
    requireValid([
      ["type", resourceTypeProblem(dataOf(request.body)["type"], false), "/data/type"],
      ["name", poiNameProblem(attributes["name"])],
      ["started_at", has("started_at") ? dateProblem("started at", startedAt, true) : null],
      ["ended_at", has("ended_at") ? dateProblem("ended at", endedAt) : null],
    ]);
    const start = startedAt!;
    requireValid([
      ["started_at", poiStartProblem(session.startedAt, start)],
      ["ended_at", poiEndProblem(start, endedAt)],
    ]);
    db.mutate(() => {
      if (has("name")) poi.name = poiNameOf(attributes["name"]);
      poi.startedAt = start;
      poi.endedAt = endedAt;
    }, poi);
    const resource = poiResource(poi);
    events.publish(sessionChannel(user.id, session.id), "poi_changed", resource);
    return dataReply(resource);
  }),

  // Its notes (and their files) go with it.
  authRoute("DELETE", "pois/{id}", async (context) => {
    const { db, media, user, params, events } = context;
    const { poi, session } = requirePoiAccess(context, params["id"] ?? "", "own");
    const resource = poiResource(poi);
    const files = attachmentKeysOf(db.data.notes.filter((note) => note.poiId === poi.id));
    db.mutate((data) => {
      data.pois = data.pois.filter((candidate) => candidate.id !== poi.id);
      data.notes = data.notes.filter((note) => note.poiId !== poi.id);
    });
    if (files.length) await media.deleteFiles(files);
    events.publish(sessionChannel(user.id, session.id), "poi_removed", resource);
    return NO_CONTENT;
  }),

  // The highlight being recorded, announced to the user's other devices until one of its type is created.
  authRoute("POST", "sessions/{id}/relationships/pois/watch", (context) => {
    const { request, db, now, user, params, events } = context;
    const { session } = requireAccess(context, params["id"] ?? "", "own");
    const attributes = attributesOf(request.body);
    const type = attributes["type"];
    const startedAt = readApiDate(attributes["started_at"]);
    requireValid([
      ["type", isPoiType(type) ? null : POI_TEXTS.type],
      ["name", poiNameProblem(attributes["name"])],
      ["started_at", dateProblem("started at", startedAt, true)],
    ]);
    requireRecording(session);
    requireValid([["started_at", poiStartProblem(session.startedAt, startedAt!)]]);
    const watched: DemoWatchedPoi = {
      sessionId: session.id,
      type: type as DemoPoiType,
      startedAt: startedAt!,
      name: poiNameOf(attributes["name"]),
      at: now(),
    };
    db.mutate((data) => {
      data.watchedPois = [...data.watchedPois.filter((candidate) => candidate.sessionId !== session.id), watched];
    });
    const resource = {
      id: session.id,
      type: "sessions_pois_watch",
      attributes: { type: watched.type, started_at: iso(watched.startedAt), name: watched.name },
    };
    events.publish(sessionChannel(user.id, session.id), "active_poi_changed", {
      eventName: "active_poi_changed",
      actionDate: iso(watched.at),
      type: watched.type,
      started_at: iso(watched.startedAt),
      name: watched.name,
      tags: [],
    });
    return dataReply(resource);
  }),
];
