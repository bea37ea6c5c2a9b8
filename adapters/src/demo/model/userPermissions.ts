import { PERMISSION_FLAGS, type PermissionFlag } from "@lectern/core/permissions/domain/Permissions";
import type { DemoUser } from "../db/DemoSnapshot";

/**
 * A user's flags (GET v2/user/permissions and every check of the demo backend): the demo rule of
 * spec 3 §6 (every flag true, isUpgradable false), with the user's override (set by tests) on top.
 */
export const permissionsOf = (user: Pick<DemoUser, "permissions">): Record<PermissionFlag, boolean> =>
  Object.fromEntries(
    PERMISSION_FLAGS.map((flag) => [flag, user.permissions?.[flag] ?? flag !== "isUpgradable"]),
  ) as Record<PermissionFlag, boolean>;
