import { announceSessionChanged } from "../model/announceSessionChanged";
import { requireAccess, sharedIdOf } from "../model/sharedAccess";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";
import { sessionDocument } from "./sessionDocument";

/**
 * Sets the user's own star (favourites are per user): the owner's, or a viewer's who reaches the
 * session through X-SHARED-ID or a bookmark. The owner's change is announced on their channels; the
 * same state again is answered without one.
 */
const setFavourite = (context: AuthedContext, favourite: boolean) => {
  const { db, events, user, params, now } = context;
  const id = params["id"] ?? "";
  const bookmarked = db.data.bookmarks.some((mark) => mark.userId === user.id && mark.sessionId === id);
  const { session } = requireAccess(context, id, "read", {
    sharedId: sharedIdOf(context.request) ?? (bookmarked ? id : null),
  });
  const starred = db.data.favourites.some((mark) => mark.userId === user.id && mark.sessionId === session.id);
  if (starred !== favourite) {
    db.mutate((data) => {
      data.favourites = favourite
        ? [...data.favourites, { userId: user.id, sessionId: session.id, at: now() }]
        : data.favourites.filter((mark) => !(mark.userId === user.id && mark.sessionId === session.id));
    });
    if (session.userId === user.id) announceSessionChanged(db, events, session);
  }
  return sessionDocument(context, session);
};

/** Favourites (spec 3 §7; contract of issue 13 rule 12): answer the session document. */
export const favouriteRoutes: readonly Route[] = [
  authRoute("POST", "v2/session/{id}/make-favorite", (context) => setFavourite(context, true)),
  authRoute("DELETE", "v2/session/{id}/remove-favorite", (context) => setFavourite(context, false)),
];
