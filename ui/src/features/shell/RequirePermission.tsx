import { type PermissionFlag, allowsAny } from "@lectern/core/permissions/domain/Permissions";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { Spinner } from "../../kit";
import { useSession } from "./useSession";

/** Allows the route when any listed permission is true; waits while permissions load (spec 3 §4). */
export function RequirePermission({
  anyOf,
  redirectTo,
  children,
}: {
  anyOf: readonly PermissionFlag[];
  redirectTo: string;
  children: ReactNode;
}) {
  const { state } = useSession();
  if (state.status === "checking" || state.permissionsLoading)
    return <Spinner block showLabel label="Checking your permissions" />;
  return allowsAny(state.permissions, anyOf) ? <>{children}</> : <Navigate to={redirectTo} replace />;
}
