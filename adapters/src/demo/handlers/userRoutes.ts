import { permissionsOf } from "../model/userPermissions";
import { userResource } from "../model/users";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/** GET v2/user and GET v2/user/permissions. */
export const userRoutes: readonly Route[] = [
  authRoute("GET", "v2/user", ({ user, db }) => dataReply(userResource(user, db.data.subscriptions))),
  authRoute("GET", "v2/user/permissions", ({ user }) =>
    dataReply({ id: user.id, type: "permissions", attributes: permissionsOf(user) }),
  ),
];
