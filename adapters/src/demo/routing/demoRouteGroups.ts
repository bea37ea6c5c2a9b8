import { authRoutes } from "../handlers/authRoutes";
import { countriesRoutes } from "../handlers/countriesRoutes";
import { ssoRoutes } from "../handlers/ssoRoutes";
import { userRoutes } from "../handlers/userRoutes";
import type { Route } from "./Route";
import { type RouteGroup, eagerGroup } from "./RouteGroup";

// What the login page asks (log in, the user and permissions, the SSO look-up, the sign-up countries)
// comes with the backend; the other groups load on the first request whose path they could match.
// Each lazy module is one chunk with one import site (every site costs the bundle its preload list).
// The list keeps the order routes were always matched in; a test checks each group's patterns
// against its prefixes.
const account = () => import("./accountRouteModules");
const recording = () => import("./recordingRouteModules");
const study = () => import("./studyRouteModules");
const lazyGroup = <M>(
  prefixes: readonly string[],
  load: () => Promise<M>,
  pick: (module: M) => readonly Route[],
): RouteGroup => ({
  prefixes,
  load: async () => pick(await load()),
});

/** The demo API, in match order. */
export const DEMO_ROUTE_GROUPS: readonly RouteGroup[] = [
  eagerGroup(["v2/auth"], authRoutes),
  lazyGroup(["auth/signup"], account, (m) => m.signupRoutes),
  lazyGroup(["auth/login/token", "v2/auth/temp"], account, (m) => m.tokenRoutes),
  eagerGroup(["v2/user"], userRoutes),
  eagerGroup(["idm/sso/providers"], ssoRoutes),
  lazyGroup(["idm/sso/assertion"], account, (m) => m.ssoAssertionRoutes),
  eagerGroup(["v2/countries"], countriesRoutes),
  lazyGroup(["billing"], account, (m) => m.billingRoutes),
  lazyGroup(["billing"], account, (m) => m.subscriptionRoutes),
  lazyGroup(["billing"], account, (m) => m.paymentMethodRoutes),
  lazyGroup(["billing"], account, (m) => m.couponRoutes),
  lazyGroup(["invoices", "demo/invoices"], account, (m) => m.invoiceRoutes),
  lazyGroup(["password_reset"], account, (m) => m.passwordResetRoutes),
  lazyGroup(["broadcasting"], account, (m) => m.broadcastingRoutes),
  lazyGroup(["sessions"], recording, (m) => m.sessionStartRoutes),
  lazyGroup(["sessions"], recording, (m) => m.sessionRoutes),
  lazyGroup(["sessions"], recording, (m) => m.sessionListRoutes),
  lazyGroup(["sessions"], recording, (m) => m.sessionSaveRoutes),
  lazyGroup(["sessions", "pois"], recording, (m) => m.poiRoutes),
  lazyGroup(["sessions", "notes"], recording, (m) => m.noteRoutes),
  lazyGroup(["demo/media/notes"], recording, (m) => m.noteMediaRoutes),
  // Its slides among them (recordingRouteModules): upload URLs, the raw PUT, slide files.
  lazyGroup(
    ["sessions", "streams", "pois", "tags", "v2/session", "v2/upload", "demo/media"],
    recording,
    (m) => m.recordRoutes,
  ),
  lazyGroup(["v2/session", "v2/users", "sessions", "pois"], recording, (m) => m.sharingRoutes),
  lazyGroup(["v2/user/settings"], account, (m) => m.userSettingsRoutes),
  lazyGroup(["v2/user/profile"], account, (m) => m.profileRoutes),
  // Beside the eager "v2/user" group, whose patterns (v2/user, v2/user/permissions) never match these.
  lazyGroup(["devices", "v2/user/archive"], account, (m) => m.deviceAndArchiveRoutes),
  lazyGroup(["sessions"], recording, (m) => m.streamRoutes),
  lazyGroup(["streams"], recording, (m) => m.chunkUploadRoutes),
  lazyGroup(
    ["sessions"],
    () => import("../handlers/mergeRoutes"),
    (m) => m.mergeRoutes,
  ),
  lazyGroup(["sessions"], study, (m) => m.studyGenerationRoutes),
  lazyGroup(["sessions"], study, (m) => m.quizRoutes),
  lazyGroup(["flashcards"], study, (m) => m.flashcardRoutes),
  lazyGroup(["sessions"], study, (m) => m.tutorRoutes),
  lazyGroup(["v2/monitoring"], account, (m) => m.monitoringRoutes),
  lazyGroup(["v2/subscription"], account, (m) => m.capacityRoutes),
];

/**
 * The demo's own doors (issue 19): the tab (one visitor's own backend) and a Node server started in
 * a demo or test mode, which then serves loopback only. Without them these paths are 404. The reset,
 * which wipes every account, is a test control.
 */
export const DEMO_ONLY_ROUTE_GROUPS: readonly RouteGroup[] = [
  lazyGroup(["demo/outbox"], account, (m) => m.outboxRoutes),
  lazyGroup(["demo/sso"], account, (m) => m.demoSsoRoutes),
  lazyGroup(["demo/card-provider"], account, (m) => m.cardProviderRoutes),
];

const testRoutes = () => import("./testRouteModules");

/** Only for tests: never reachable in the browser demo or a server started without test controls. */
export const DEMO_TEST_ROUTE_GROUPS: readonly RouteGroup[] = [
  lazyGroup(["demo/reset"], testRoutes, (m) => m.demoControlRoutes),
  lazyGroup(["demo/faults"], testRoutes, (m) => m.faultRoutes),
  lazyGroup(["demo/media/streams", "demo/monitoring", "demo/sessions"], testRoutes, (m) => m.inspectionRoutes),
  lazyGroup(["demo/users", "demo/sessions"], testRoutes, (m) => m.studyControlRoutes),
];
