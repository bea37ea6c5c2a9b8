import { announceSessionChanged } from "../model/announceSessionChanged";
import { poiResource, requirePoiAccess } from "../model/pois";
import { sessionChannel } from "../model/recordingSessions";
import { requireAccess } from "../model/sharedAccess";
import { TAG_TEXTS, findOrCreateTag, requestedTagIds, tagProblem, tagResource, tagsOf, withTags } from "../model/tags";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { dataReply, reply } from "../routing/replies";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";
import { sessionDocument } from "./sessionDocument";

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Attaches (or detaches) the listed tags to a session; a change is announced with `changed`. */
const tagSession = (context: AuthedContext, attach: boolean) => {
  const { db, events, user, params, request } = context;
  const { session } = requireAccess(context, params["id"] ?? "", "own");
  const next = withTags(session.tagIds, requestedTagIds(db, user.id, request.body), attach);
  if (!sameIds(next, session.tagIds)) {
    db.mutate(() => {
      session.tagIds = next;
    }, session);
    announceSessionChanged(db, events, session);
  }
  return sessionDocument(context, session);
};

/** Attaches (or detaches) the listed tags to a highlight; a change is announced with `poi_changed`. */
const tagPoi = (context: AuthedContext, attach: boolean) => {
  const { db, events, user, params, request } = context;
  const { poi, session } = requirePoiAccess(context, params["id"] ?? "", "own");
  const next = withTags(poi.tagIds, requestedTagIds(db, user.id, request.body), attach);
  if (!sameIds(next, poi.tagIds)) {
    db.mutate(() => {
      poi.tagIds = next;
    }, poi);
    events.publish(sessionChannel(user.id, session.id), "poi_changed", poiResource(poi));
  }
  const tags = db.data.tags.filter((tag) => poi.tagIds.includes(tag.id));
  return reply({ data: poiResource(poi), included: tags.map(tagResource) });
};

/**
 * The user's tags (spec 3 §3 "Tag", §7): list, create (the same text case-insensitively answers the
 * existing tag), attach to and detach from sessions and highlights. Tags are the user's own.
 */
export const tagRoutes: readonly Route[] = [
  authRoute("GET", "tags", ({ db, user }) => dataReply(tagsOf(db, user.id).map(tagResource))),

  authRoute("POST", "tags", ({ db, user, request }) => {
    const type = dataOf(request.body)["type"];
    const tag = attributesOf(request.body)["tag"];
    requireValid([
      ["type", type === undefined || type === "tags" ? null : TAG_TEXTS.resourceType, "/data/type"],
      ["tag", tagProblem(tag)],
    ]);
    const found = findOrCreateTag(db, user.id, tag as string);
    return dataReply(tagResource(found.tag), found.created ? 201 : 200);
  }),

  authRoute("POST", "sessions/{id}/relationships/tags", (context) => tagSession(context, true)),
  authRoute("DELETE", "sessions/{id}/relationships/tags", (context) => tagSession(context, false)),
  authRoute("POST", "pois/{id}/relationships/tags", (context) => tagPoi(context, true)),
  authRoute("DELETE", "pois/{id}/relationships/tags", (context) => tagPoi(context, false)),
];
