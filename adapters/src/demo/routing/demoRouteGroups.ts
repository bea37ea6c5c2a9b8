import { authRoutes } from "../handlers/authRoutes";
import { countriesRoutes } from "../handlers/countriesRoutes";
import { ssoRoutes } from "../handlers/ssoRoutes";
import { tokenRoutes } from "../handlers/tokenRoutes";
import { userRoutes } from "../handlers/userRoutes";
import { type RouteGroup, eagerGroup } from "./RouteGroup";

// What the sign-in pages ask first (log in, the user and permissions, SSO look-up, token sign-in,
// the sign-up countries) comes with the backend; every other group is its own lazy chunk. The list
// keeps the order routes were always matched in. A test checks each group's patterns against its prefixes.

/** The demo API, in match order. */
export const DEMO_ROUTE_GROUPS: readonly RouteGroup[] = [
  eagerGroup(["v2/auth", "auth"], authRoutes),
  eagerGroup(["auth/login/token", "v2/auth/temp"], tokenRoutes),
  eagerGroup(["v2/user"], userRoutes),
  eagerGroup(["idm/sso", "demo/sso"], ssoRoutes),
  eagerGroup(["v2/countries"], countriesRoutes),
  { prefixes: ["billing"], load: async () => (await import("../handlers/billingRoutes")).billingRoutes },
  {
    prefixes: ["password_reset"],
    load: async () => (await import("../handlers/passwordResetRoutes")).passwordResetRoutes,
  },
  { prefixes: ["demo/outbox"], load: async () => (await import("../handlers/outboxRoutes")).outboxRoutes },
  { prefixes: ["broadcasting"], load: async () => (await import("../handlers/broadcastingRoutes")).broadcastingRoutes },
  { prefixes: ["sessions"], load: async () => (await import("../handlers/sessionStartRoutes")).sessionStartRoutes },
  { prefixes: ["sessions"], load: async () => (await import("../handlers/sessionRoutes")).sessionRoutes },
  { prefixes: ["sessions"], load: async () => (await import("../handlers/sessionSaveRoutes")).sessionSaveRoutes },
  { prefixes: ["sessions", "pois"], load: async () => (await import("../handlers/poiRoutes")).poiRoutes },
  { prefixes: ["sessions", "notes"], load: async () => (await import("../handlers/noteRoutes")).noteRoutes },
  { prefixes: ["demo/media/notes"], load: async () => (await import("../handlers/noteMediaRoutes")).noteMediaRoutes },
  {
    prefixes: ["v2/user/settings"],
    load: async () => (await import("../handlers/userSettingsRoutes")).userSettingsRoutes,
  },
  { prefixes: ["sessions"], load: async () => (await import("../handlers/streamRoutes")).streamRoutes },
  { prefixes: ["streams"], load: async () => (await import("../handlers/chunkUploadRoutes")).chunkUploadRoutes },
  { prefixes: ["sessions"], load: async () => (await import("../handlers/mergeRoutes")).mergeRoutes },
  { prefixes: ["v2/monitoring"], load: async () => (await import("../handlers/monitoringRoutes")).monitoringRoutes },
  {
    prefixes: ["v2/subscription"],
    load: async () => (await import("../handlers/capacityRoutes")).capacityRoutes,
  },
  { prefixes: ["demo/reset"], load: async () => (await import("../handlers/demoControlRoutes")).demoControlRoutes },
];

/** Only for tests: never reachable in the browser demo or a server started without test controls. */
export const DEMO_TEST_ROUTE_GROUPS: readonly RouteGroup[] = [
  { prefixes: ["demo/faults"], load: async () => (await import("../handlers/faultRoutes")).faultRoutes },
  {
    prefixes: ["demo/media/streams", "demo/monitoring", "demo/sessions"],
    load: async () => (await import("../handlers/inspectionRoutes")).inspectionRoutes,
  },
];
