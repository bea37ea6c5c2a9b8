import { AuthSession } from "@lectern/core/auth/application/AuthSession";
import { decideDesktopRoute } from "@lectern/core/auth/domain/routeDecisions";
import { NavigationRequests } from "@lectern/core/kernel/NavigationRequests";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { PlatformPort } from "@lectern/core/ports/PlatformPort";
import { Suspense, useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { Spinner } from "../../kit";
import { useService } from "../../reactive/useService";

/**
 * The top of the route tree: restores the session once, starts network watching, carries out the
 * core's navigation requests, and keeps the desktop app on the widget (spec 3 §2).
 */
export function RootLayout() {
  const session = useService(AuthSession);
  const navigation = useService(NavigationRequests);
  const network = useService(NetworkMonitor);
  const platform = useService<PlatformPort>(PlatformPort);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    void session.restore();
    network.start();
    return () => network.stop();
  }, [session, network]);

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
