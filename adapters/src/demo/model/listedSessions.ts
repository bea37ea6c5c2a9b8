import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoUser } from "../db/DemoSnapshot";
import type { SessionListQuery } from "./sessionListQuery";
import { linkDecision } from "./sharedAccess";

/**
 * Which sessions `GET sessions` lists for a user (contract of issue 13, rule 13): by default their
 * own, never a shared-poi session (it exists only behind its link); `filter[shared]` the records
 * they bookmarked and may still view; `filter[favourite]` only what they starred, own or shared.
 */
export const listedSessions = (
  db: DemoDatabase,
  user: DemoUser,
  query: Pick<SessionListQuery, "shared" | "favourite">,
): ((session: DemoRecordingSession) => boolean) => {
  const sharedPois = new Set(db.data.sharedPois.map((row) => row.sessionId));
  const marks = (rows: typeof db.data.bookmarks) =>
    new Set(rows.filter((mark) => mark.userId === user.id).map((mark) => mark.sessionId));
  const bookmarks = marks(db.data.bookmarks);
  const favourites = marks(db.data.favourites);
  const own = (session: DemoRecordingSession) => session.userId === user.id && !sharedPois.has(session.id);
  const sharedWithMe = (session: DemoRecordingSession) => {
    if (session.userId === user.id) return false;
    const decision = linkDecision(db, session.id, user);
    return decision.kind === "person" || decision.kind === "link";
  };
  return (session) => {
    if (query.favourite && !favourites.has(session.id)) return false;
    if (query.shared) return bookmarks.has(session.id) && sharedWithMe(session);
    return own(session) || (query.favourite && sharedWithMe(session));
  };
};
