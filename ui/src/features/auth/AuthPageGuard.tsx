import { RedirectMemory } from "@lectern/core/auth/application/RedirectMemory";
import { type RouteDecision, decideAuthPage } from "@lectern/core/auth/domain/routeDecisions";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { Spinner } from "../../kit/Spinner";
import { useService } from "../../reactive/useService";
import { useSession } from "../shell/useSession";

interface Latched {
  readonly path: string;
  readonly decision: RouteDecision;
}

/**
 * Login, company login, sign-up and forgot password: a visitor who is already signed in is sent on
 * (spec 1 §4). The decision is taken once per page visit, when the session is known: a sign-in made
 * on the page itself (sign-up's finish step, a login) must not yank the visitor away mid-flow.
 */
export function AuthPageGuard() {
  const { state } = useSession();
  const platform = useService<PlatformPort>(PlatformPort);
  const redirects = useService(RedirectMemory);
  const { pathname } = useLocation();
  const [latched, setLatched] = useState<Latched | null>(null);

  if (state.status === "checking") return <Spinner label="Checking your session" block />;
  if (latched?.path !== pathname) {
    const decision = decideAuthPage(state.status === "authenticated", platform.variant, redirects.peek());
    // Adjusting state while rendering: React re-renders at once with the latched decision.
    setLatched({ path: pathname, decision });
    return null;
  }
  if (latched.decision.kind === "redirect") return <Navigate to={latched.decision.to} replace />;
  return <Outlet />;
}
