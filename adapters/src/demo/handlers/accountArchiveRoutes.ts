import { revokeAllSessions } from "../model/sessions";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/**
 * DELETE v2/user/archive (spec 3 §7 "DELETE archive on the user (returns acknowledge)"): the account
 * is archived and every one of its sessions ends now; signing in again is refused (refuseArchived).
 */
export const accountArchiveRoutes: readonly Route[] = [
  authRoute("DELETE", "v2/user/archive", ({ db, user, now }) => {
    db.mutate(() => {
      user.archivedAt = now();
    }, user);
    revokeAllSessions(db, user.id);
    return dataReply({ id: user.id, type: "acknowledges", attributes: { acknowledge: true } });
  }),
];
