import { Navigate, type RouteObject } from "react-router-dom";
import { lazyNamed } from "../shell/lazyNamed";
import { RequireAuth } from "../shell/RequireAuth";
import { RequirePermission } from "../shell/RequirePermission";
import { WithRouteServices } from "../shell/WithRouteServices";

const PlannedPage = lazyNamed(() => import("../shell/PlannedPage"), "PlannedPage");
const SubscriptionPage = lazyNamed(() => import("./subscription/SubscriptionPage"), "SubscriptionPage");
const SettingsPage = lazyNamed(() => import("./settings/SettingsPage"), "SettingsPage");
const ProfileLayout = lazyNamed(() => import("./ProfileLayout"), "ProfileLayout");
const PersonalInformationPage = lazyNamed(() => import("./PersonalInformationPage"), "PersonalInformationPage");

/** /profile (spec 3 §2): subscription, personal information, settings and synchronisation tabs. */
export const profileRoutes: RouteObject[] = [
  {
    path: "profile",
    element: (
      <RequireAuth>
        <ProfileLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="subscription" replace /> },
      {
        path: "subscription",
        element: (
          <WithRouteServices name="subscription">
            <SubscriptionPage />
          </WithRouteServices>
        ),
      },
      {
        path: "personal",
        element: (
          <WithRouteServices name="personalDetails">
            <PersonalInformationPage />
          </WithRouteServices>
        ),
      },
      {
        path: "settings",
        element: (
          <RequirePermission anyOf={["aiHighlightsGeneration"]} redirectTo="/profile/subscription">
            <WithRouteServices name="accountSettings">
              <SettingsPage />
            </WithRouteServices>
          </RequirePermission>
        ),
      },
      {
        path: "synchronization",
        element: (
          <RequirePermission anyOf={["panoptoShow"]} redirectTo="/profile/subscription">
            <PlannedPage
              title="Synchronization"
              heading="Panopto"
              text="Connect Panopto to bring your lecture videos into Lectern."
            />
          </RequirePermission>
        ),
      },
      { path: "*", element: <Navigate to="/profile/subscription" replace /> },
    ],
  },
];
