import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { decideProtectedRoute } from "@lectern/core/auth/domain/routeDecisions";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { Alert, Spinner } from "../../kit";
// The plain button: this guard is in the first load of every page, /auth/login included.
import { Button } from "../../kit/plain/Button";
import { useService } from "../../reactive/useService";
import { SHELL_TEXTS } from "./shellTexts";
import { useAppLifecycle } from "./useAppLifecycle";
import { useSession } from "./useSession";

/**
 * Protected pages: a signed-out visitor is sent to `fallback` (login by default) and the target is
 * remembered for after sign-in (spec 3 §4 "Auth guard") — unless they just chose Logout, so the next
 * person to sign in on this machine starts on the default page. With `signedInServices`, the page
 * also waits until the signed-in services (queue, recorder…) are fetched and bound, so it may use them.
 */
export function RequireAuth({
  children,
  fallback,
  signedInServices = false,
}: {
  children?: ReactNode;
  fallback?: string;
  signedInServices?: boolean;
}) {
  const { state } = useSession();
  const { lifecycle, state: app } = useAppLifecycle();
  const redirects = useService(RedirectMemory);
  const location = useLocation();

  if (state.status === "checking") return <Spinner block showLabel label="Checking your session" />;
  const decision = decideProtectedRoute(state.status === "authenticated");
  if (decision.kind === "redirect") {
    if (!fallback && !state.signedOutByUser) redirects.remember(location.pathname + location.search);
    return <Navigate to={fallback ?? decision.to} replace />;
  }
  if (signedInServices && app.phase === "failed")
    return (
      <div className="page">
        <Alert kind="error" title={SHELL_TEXTS.loadFailedTitle}>
          <p>{app.problem}</p>
          <Button onClick={() => lifecycle.retry()}>{SHELL_TEXTS.tryAgain}</Button>
        </Alert>
      </div>
    );
  if (signedInServices && app.phase !== "ready") return <Spinner block showLabel label="Loading" />;
  return <>{children ?? <Outlet />}</>;
}
