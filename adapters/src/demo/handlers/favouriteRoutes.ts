import type { DemoRecordingSession } from "../db/DemoSnapshot";
import { announceSessionChanged } from "../model/announceSessionChanged";
import { ownedSession } from "../model/recordingSessions";
import { type AuthedContext, type Route, authRoute } from "../routing/Route";
import { sessionDocument } from "./sessionDocument";

/** Sets the star; a change is announced, the same state again is answered without one. */
const setFavourite = (context: AuthedContext, favourite: boolean) => {
  const { db, events, user, params } = context;
  const session: DemoRecordingSession = ownedSession(db, user.id, params["id"] ?? "");
  if (session.favourite !== favourite) {
    db.mutate(() => {
      session.favourite = favourite;
    });
    announceSessionChanged(db, events, session);
  }
  return sessionDocument(context, session);
};

/** Favourites (spec 3 §7): answer the session document. Owner only. */
export const favouriteRoutes: readonly Route[] = [
  authRoute("POST", "v2/session/{id}/make-favorite", (context) => setFavourite(context, true)),
  authRoute("DELETE", "v2/session/{id}/remove-favorite", (context) => setFavourite(context, false)),
];
