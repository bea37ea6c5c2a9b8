import { Link, Navigate, type RouteObject, useParams } from "react-router-dom";
import { authRoutes } from "./features/auth/authRoutes";
import { demoRoutes } from "./features/demo/demoRoutes";
import { lazyNamed } from "./features/shell/lazyNamed";
import { RequireAuth } from "./features/shell/RequireAuth";
import { RequirePermission } from "./features/shell/RequirePermission";
import { RootLayout } from "./features/shell/RootLayout";

// Pages outside the sign-in area load on first visit, so /auth/login ships only what it shows.
const MainLayout = lazyNamed(() => import("./features/shell/MainLayout"), "MainLayout");
const PlannedPage = lazyNamed(() => import("./features/shell/PlannedPage"), "PlannedPage");
const WidgetPage = lazyNamed(() => import("./features/widget/WidgetPage"), "WidgetPage");
const KitGallery = lazyNamed(() => import("./kit/KitGallery"), "KitGallery");
const ErrorPage = lazyNamed(() => import("./features/errors/ErrorPage"), "ErrorPage");
const ProfileLayout = lazyNamed(() => import("./features/profile/ProfileLayout"), "ProfileLayout");
const PersonalInformationPage = lazyNamed(
  () => import("./features/profile/PersonalInformationPage"),
  "PersonalInformationPage",
);

/** Redirects that keep a path parameter (session/recorded/{id} → records/{id}, shared/{id} → shared-records/{id}). */
function RedirectWithId({ to }: { to: (id: string) => string }) {
  const { id = "" } = useParams();
  return <Navigate to={to(id)} replace />;
}

const startRecording = <Link to="/session/widget">Start a recording</Link>;

/** The root route table of spec 3 §2 with the auth area of spec 1 §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "auth", children: authRoutes },
      { path: "demo", children: demoRoutes },
      {
        // Every piece of the design system in realistic states, for review and visual checks.
        path: "demo/kit",
        element: <KitGallery />,
      },
      {
        path: "session/widget",
        element: (
          // The widget uses the recorder and the queue: it waits until they are fetched and bound.
          <RequireAuth signedInServices>
            <WidgetPage />
          </RequireAuth>
        ),
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, element: <Navigate to="/records" replace /> },
          {
            path: "records",
            element: (
              <RequireAuth>
                <PlannedPage
                  title="Recordings"
                  heading="No recordings yet"
                  text="Your recorded lectures will appear here with their transcripts, summaries and quizzes."
                  action={startRecording}
                />
              </RequireAuth>
            ),
          },
          {
            path: "records/:id",
            element: (
              <RequireAuth fallback="/records">
                <PlannedPage
                  title="Recording"
                  heading="Recording not found"
                  text="This recording is not in your account."
                />
              </RequireAuth>
            ),
          },
          {
            path: "records/:id/quizzes",
            element: (
              <RequireAuth>
                <PlannedPage
                  title="Quizzes"
                  heading="No quizzes yet"
                  text="Quizzes are generated from a recording's summary."
                />
              </RequireAuth>
            ),
          },
          {
            path: "shared-records/:id",
            element: (
              <PlannedPage
                title="Shared recording"
                heading="Shared recording not found"
                text="The link may have been removed by its owner."
              />
            ),
          },
          {
            path: "shared-records/:id/quizzes",
            element: (
              <RequirePermission anyOf={["quizShow"]} redirectTo="/auth/login">
                <PlannedPage
                  title="Quizzes"
                  heading="No quizzes yet"
                  text="The owner has not generated quizzes for this recording."
                />
              </RequirePermission>
            ),
          },
          {
            path: "downloads",
            element: (
              <PlannedPage
                title="Download App"
                heading="Lectern for desktop and mobile"
                text="The desktop app records any lecture on your computer; the mobile app marks highlights from your phone."
              />
            ),
          },
          { path: "error", element: <ErrorPage /> },
          {
            path: "billing",
            element: <RequireAuth />,
            children: [
              { index: true, element: <Navigate to="/billing/product" replace /> },
              {
                path: "product",
                element: (
                  <PlannedPage title="Plans" heading="Choose your plan" text="Plans and prices will be listed here." />
                ),
              },
              {
                path: "congratulation",
                element: (
                  <PlannedPage
                    title="Welcome to Lectern"
                    heading="You're all set"
                    text="Your plan is active. Record your first lecture to start building study material."
                    action={startRecording}
                  />
                ),
              },
              {
                path: "buying/:productId/:priceId",
                element: <PlannedPage title="Checkout" heading="Checkout" text="Card payment arrives with billing." />,
              },
            ],
          },
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
                  <PlannedPage
                    title="Subscription"
                    heading="Your subscription"
                    text="Plan, invoices and payment methods will be shown here."
                  />
                ),
              },
              { path: "personal", element: <PersonalInformationPage /> },
              {
                path: "settings",
                element: (
                  <RequirePermission anyOf={["aiHighlightsGeneration"]} redirectTo="/profile/subscription">
                    <PlannedPage
                      title="Settings"
                      heading="Settings"
                      text="Highlight and widget settings will be shown here."
                    />
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
          {
            path: "user",
            children: [
              { index: true, element: <Navigate to="/profile/subscription" replace /> },
              { path: "integration", element: <Navigate to="/user/integration/panopto" replace /> },
              {
                path: "integration/panopto",
                element: (
                  <RequireAuth>
                    <PlannedPage
                      title="Panopto"
                      heading="Panopto"
                      text="Connect Panopto to bring your lecture videos into Lectern."
                    />
                  </RequireAuth>
                ),
              },
              { path: "integration/*", element: <Navigate to="/user/integration/panopto" replace /> },
              { path: "*", element: <Navigate to="/profile/subscription" replace /> },
            ],
          },
          { path: "session/recorded/:id", element: <RedirectWithId to={(id) => `/records/${id}`} /> },
          { path: "shared/:id", element: <RedirectWithId to={(id) => `/shared-records/${id}`} /> },
          { path: "*", element: <Navigate to="/records" replace /> },
        ],
      },
    ],
  },
];
