import { SESSION_INCLUDES } from "./sessionDocument";
import { sessionWithIncluded } from "./sessionDocument";
import { noteFileUrls } from "../model/noteFileUrls";
import { linkDecision, requireLinkAccess, resolveAccess, sharedIdOf } from "../model/sharedAccess";
import { sessionOfLinkKey } from "../model/shareLinks";
import { SHARING_TEXTS } from "../model/sharingTexts";
import { DemoHttpError } from "../routing/DemoHttpError";
import { sharedPermissionsOf } from "../model/sharedPermissions";
import { sharedPoiSpanOf } from "../model/sharedPoiSession";
import { ownerAttribute, ownerOf } from "../model/shares";
import { permissionsOf } from "../model/userPermissions";
import { dataReply, reply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";
import { type ViewerContext, viewerRoute } from "../routing/viewerRoutes";
import { sharedSlides } from "./slideRoutes";

const NO_CONTENT = { status: 204, headers: {}, body: null } as const;

/**
 * The record a link call opens and the key it was opened by (issue 20): the router has already put
 * a token of the path in X-SHARED-ID and the record's id in the path; a bare id opens only what
 * sessionOfLinkKey allows this viewer. Anything else is the link's 404.
 */
const linkOpened = (context: Pick<ViewerContext, "db" | "user" | "params" | "request">) => {
  const { db, user, params, request } = context;
  const id = params["id"] ?? "";
  const key = sharedIdOf(request) ?? id;
  if (sessionOfLinkKey(db, key, user) !== id) throw new DemoHttpError(404, { title: SHARING_TEXTS.linkNotFound });
  return { id, key };
};
const EVERYTHING = new Set(SESSION_INCLUDES);

/**
 * A shared record as its link opens it (contract of issue 13, rules 7–9): the session document with
 * everything included plus who may do what; the bookmark that puts it under "Shared with me"; the
 * shared permission set. Signed-out visitors may read (not bookmark); 404 and 403 carry the link's texts.
 */
export const sharedRecordRoutes: readonly Route[] = [
  viewerRoute("GET", "v2/session/shared/{id}", async (context) => {
    const { db, user } = context;
    const { id, key } = linkOpened(context);
    const decision = requireLinkAccess(linkDecision(db, id, user));
    const session = db.data.recordingSessions.find((candidate) => candidate.id === id)!;
    // Notes' files are addressed to the key this link was opened by.
    const access = resolveAccess(context, id, "session", key);
    const fileUrl = access ? await noteFileUrls(context, access, key) : () => null;
    const { data, included } = await sessionWithIncluded(db, session, EVERYTHING, user?.id ?? null, fileUrl);
    const owner = decision.kind === "owner";
    const moment = sharedPoiSpanOf(db, session.id);
    return reply({
      data,
      included,
      // The record's slides, as GET v2/session/{id}/slides lists them (their file addressed to this link).
      slides: sharedSlides(context, access, key),
      meta: {
        is_owner: owner,
        is_readonly: owner ? false : decision.readonly,
        is_downloadable: owner ? true : decision.downloadable,
        owner: ownerAttribute(ownerOf(db, session)),
        // A shared highlight: the seconds of its parent's recording the client plays.
        shared_poi: moment && { poi_id: moment.poiId, start: moment.start, end: moment.end },
      },
    });
  }),

  authRoute("POST", "v2/session/{id}/bookmark", (context) => {
    const { db, user, now } = context;
    const { id } = linkOpened(context);
    const decision = requireLinkAccess(linkDecision(db, id, user));
    const marked = db.data.bookmarks.some((mark) => mark.userId === user.id && mark.sessionId === id);
    if (decision.kind !== "owner" && !marked) {
      db.mutate((data) => {
        data.bookmarks.push({ userId: user.id, sessionId: id, at: now() });
      });
    }
    return NO_CONTENT;
  }),

  // The owner keeps their own flags; anyone else gets the record's shared set.
  viewerRoute("GET", "v2/users/check-shared-permissions/{id}", (context) => {
    const { db, user } = context;
    const { id } = linkOpened(context);
    const decision = requireLinkAccess(linkDecision(db, id, user));
    const session = db.data.recordingSessions.find((candidate) => candidate.id === id)!;
    const owner = ownerOf(db, session);
    const attributes =
      decision.kind === "owner" && user ? permissionsOf(user) : sharedPermissionsOf(owner ?? { permissions: null });
    return dataReply({ id, type: "permissions", attributes });
  }),
];
