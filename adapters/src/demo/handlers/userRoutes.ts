import { PERMISSION_FLAGS } from "@lectern/core/permissions/domain/Permissions";
import { userResource } from "../model/users";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/**
 * Demo mode rule of spec 3 §6: every flag of the user's own set is true and isUpgradable is false,
 * so the whole product can be explored without buying anything.
 */
const demoPermissions = (): Record<string, boolean> =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flag !== "isUpgradable"]));

/** GET v2/user and GET v2/user/permissions. */
export const userRoutes: readonly Route[] = [
  authRoute("GET", "v2/user", ({ user }) => dataReply(userResource(user))),
  authRoute("GET", "v2/user/permissions", ({ user }) =>
    dataReply({ id: user.id, type: "permissions", attributes: demoPermissions() }),
  ),
];
