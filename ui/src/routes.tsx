import { Navigate, type RouteObject } from "react-router-dom";
import { authRoutes } from "./features/auth/authRoutes";
import { billingRoutes, cardProviderRoutes } from "./features/billing/billingRoutes";
import { demoRoutes } from "./features/demo/demoRoutes";
import { devicesRoutes } from "./features/devices/devicesRoutes";
import { downloadsRoutes } from "./features/downloads/downloadsRoutes";
import { errorRoutes } from "./features/errors/errorRoutes";
import { profileRoutes } from "./features/profile/profileRoutes";
import { recordsRoutes } from "./features/records/recordsRoutes";
import { lazyNamed } from "./features/shell/lazyNamed";
import { RootLayout } from "./features/shell/RootLayout";
import { shellRoutes } from "./features/shell/shellRoutes";
import { sharingRoutes } from "./features/sharing/sharingRoutes";
import { syncRoutes } from "./features/sync/syncRoutes";
import { widgetRoutes } from "./features/widget/widgetRoutes";

// Pages outside the sign-in area load on first visit, so /auth/login ships only what it shows.
const MainLayout = lazyNamed(() => import("./features/shell/MainLayout"), "MainLayout");
const KitGallery = lazyNamed(() => import("./kit/KitGallery"), "KitGallery");

/**
 * The root route table of spec 3 §2 with the auth area of spec 1 §2: it only composes each feature's
 * route file (ARCHITECTURE rule 11).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "auth", children: authRoutes },
      { path: "demo", children: demoRoutes },
      // Every piece of the design system in realistic states, for review and visual checks.
      { path: "demo/kit", element: <KitGallery /> },
      ...widgetRoutes,
      ...devicesRoutes,
      ...cardProviderRoutes,
      {
        element: <MainLayout />,
        children: [
          ...shellRoutes,
          ...downloadsRoutes,
          ...errorRoutes,
          ...recordsRoutes,
          ...sharingRoutes,
          ...billingRoutes,
          ...profileRoutes,
          ...syncRoutes,
          { path: "*", element: <Navigate to="/records" replace /> },
        ],
      },
    ],
  },
];
