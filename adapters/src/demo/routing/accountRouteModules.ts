// The demo API's account routes besides signing in, loaded together on the first request for one of
// them (see demoRouteGroups: one chunk, one import site, rather than one of each per handler file).
export { billingRoutes } from "../handlers/billingRoutes";
export { broadcastingRoutes } from "../handlers/broadcastingRoutes";
export { capacityRoutes } from "../handlers/capacityRoutes";
export { demoControlRoutes } from "../handlers/demoControlRoutes";
export { monitoringRoutes } from "../handlers/monitoringRoutes";
export { outboxRoutes } from "../handlers/outboxRoutes";
export { passwordResetRoutes } from "../handlers/passwordResetRoutes";
export { tokenRoutes } from "../handlers/tokenRoutes";
export { userSettingsRoutes } from "../handlers/userSettingsRoutes";
