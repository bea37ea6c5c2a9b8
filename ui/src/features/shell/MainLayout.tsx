import { Suspense } from "react";
import { fullName, initials } from "@lectern/core/auth/domain/User";
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { AppShell, Spinner, TopBar, UnauthenticatedBanner } from "../../kit";
import { DemoBanner } from "./DemoBanner";
import { TOP_LINKS, profileMenuEntries } from "./profileMenu";
import { UploadIndicator } from "./UploadIndicator";
import { useGuardedLogout } from "./useGuardedLogout";
import { useSession } from "./useSession";

/**
 * Top bar for signed-in users (unless ?hideHeader=true), the upload indicator while recordings are
 * on this device, the sign-up banner for visitors, and the demo banner; the page below (spec 3 §2
 * "Main layout").
 */
export function MainLayout() {
  const { session, state } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const showHeader = params.get("hideHeader") !== "true";
  // Recordings still on this device are named before the logout (issue 19).
  const { requestLogout, dialog: logoutDialog } = useGuardedLogout(async () => {
    await session.logout();
    navigate("/auth/login");
  });
  const user = state.user;

  const header =
    user && showHeader ? (
      <TopBar
        user={{
          fullName: fullName(user) || user.email,
          email: user.email,
          initials: initials(fullName(user)),
          avatarUrl: user.avatarUrl ?? undefined,
        }}
        links={[...TOP_LINKS]}
        currentPath={pathname}
        profileLinks={[...profileMenuEntries(state.permissions)]}
        onLogout={requestLogout}
        navigate={(href) => navigate(href)}
        renderLink={({ href, children, className, "aria-current": current }) => (
          <Link to={href} className={className} aria-current={current}>
            {children}
          </Link>
        )}
      />
    ) : undefined;

  const banner =
    state.status === "anonymous" ? (
      <UnauthenticatedBanner onSignUp={() => navigate("/auth/registration")} onLogIn={() => navigate("/auth/login")} />
    ) : (
      <DemoBanner />
    );

  return (
    <AppShell
      header={header}
      banner={
        <>
          <UploadIndicator />
          {banner}
        </>
      }
    >
      <Suspense fallback={<Spinner block showLabel label="Loading" />}>
        <Outlet />
      </Suspense>
      {logoutDialog}
    </AppShell>
  );
}
