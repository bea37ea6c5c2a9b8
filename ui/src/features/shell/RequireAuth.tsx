import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { decideProtectedRoute } from "@lectern/core/auth/domain/routeDecisions";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { Spinner } from "../../kit";
import { useService } from "../../reactive/useService";
import { useSession } from "./useSession";

/**
 * Protected pages: a signed-out visitor is sent to `fallback` (login by default) and the target is
 * remembered for after sign-in (spec 3 §4 "Auth guard") — unless they just chose Logout, so the next
 * person to sign in on this machine starts on the default page.
 */
export function RequireAuth({ children, fallback }: { children?: ReactNode; fallback?: string }) {
  const { state } = useSession();
  const redirects = useService(RedirectMemory);
  const location = useLocation();

  if (state.status === "checking") return <Spinner block showLabel label="Checking your session" />;
  const decision = decideProtectedRoute(state.status === "authenticated");
  if (decision.kind === "redirect") {
    if (!fallback && !state.signedOutByUser) redirects.remember(location.pathname + location.search);
    return <Navigate to={fallback ?? decision.to} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
