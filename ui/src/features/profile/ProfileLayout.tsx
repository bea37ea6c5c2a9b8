import { Suspense } from "react";
import { NavLink, Outlet } from "react-router-dom";
import { Spinner } from "../../kit";
import { profileMenuEntries } from "../shell/profileMenu";
import { useSession } from "../shell/useSession";
import "./ProfileLayout.css";

/** Profile area: a left menu and the section on the right (spec 3 §2). */
export function ProfileLayout() {
  const { state } = useSession();
  return (
    <div className="profile-layout">
      <nav className="profile-layout__menu" aria-label="Profile">
        <ul>
          {profileMenuEntries(state.permissions).map((entry) => (
            <li key={entry.href}>
              <NavLink to={entry.href}>{entry.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="profile-layout__content">
        <Suspense fallback={<Spinner block showLabel label="Loading" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
