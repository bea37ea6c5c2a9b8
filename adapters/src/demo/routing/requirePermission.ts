import type { PermissionFlag } from "@lectern/core/permissions/domain/Permissions";
import type { DemoUser } from "../db/DemoSnapshot";
import { permissionsOf } from "../model/userPermissions";
import { DemoHttpError } from "./DemoHttpError";

/** 403 with `message` unless the user's effective flags allow `flag`: hiding a button is not security. */
export const requirePermission = (user: DemoUser, flag: PermissionFlag, message: string): void => {
  if (!permissionsOf(user)[flag]) throw new DemoHttpError(403, { title: message, meta: { permission: flag } });
};
