import { decideDesktopRoute } from "@lectern/core/auth/domain/routeDecisions";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { Spinner } from "../../kit";
import { useService } from "../../reactive/useService";

/**
 * The top of the route tree: carries out the core's navigation requests and keeps the desktop app
 * on the widget (spec 3 §2). The session restore and the network monitor are not started here but
 * by AppLifecycle, from the composition root.
 */
export function RootLayout() {
  const navigation = useService(NavigationRequests);
  const platform = useService<PlatformPort>(PlatformPort);
  const navigate = useNavigate();
  const location = useLocation();

  // The router lives in React, so React is where a navigation request meets it.
  useEffect(() => {
    const subscription = navigation.requests$.subscribe(({ to, replace }) => navigate(to, { replace }));
    return () => subscription.unsubscribe();
  }, [navigation, navigate]);

  const decision = decideDesktopRoute(platform.variant, location.pathname);
  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  return (
    <Suspense fallback={<Spinner block showLabel label="Loading" />}>
      <Outlet />
    </Suspense>
  );
}
