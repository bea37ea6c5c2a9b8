// The demo API's account routes besides signing in, loaded together on the first request for one of
// them (see demoRouteGroups: one chunk, one import site, rather than one of each per handler file).
import { accountArchiveRoutes } from "../handlers/accountArchiveRoutes";
import { deviceRoutes } from "../handlers/deviceRoutes";

export { billingRoutes } from "../handlers/billingRoutes";
export { broadcastingRoutes } from "../handlers/broadcastingRoutes";
export { capacityRoutes } from "../handlers/capacityRoutes";
export { cardProviderRoutes } from "../handlers/cardProviderRoutes";
export { couponRoutes } from "../handlers/couponRoutes";
export { demoSsoRoutes } from "../handlers/demoSsoRoutes";
export { invoiceRoutes } from "../handlers/invoiceRoutes";
export { monitoringRoutes } from "../handlers/monitoringRoutes";
export { outboxRoutes } from "../handlers/outboxRoutes";
export { passwordResetRoutes } from "../handlers/passwordResetRoutes";
export { paymentMethodRoutes } from "../handlers/paymentMethodRoutes";
export { profileRoutes } from "../handlers/profileRoutes";
export { signupRoutes } from "../handlers/signupRoutes";
export { ssoAssertionRoutes } from "../handlers/ssoAssertionRoutes";
export { subscriptionRoutes } from "../handlers/subscriptionRoutes";
export { tokenRoutes } from "../handlers/tokenRoutes";
export { userSettingsRoutes } from "../handlers/userSettingsRoutes";

/** The user's phones and the account's archive (issue 14): one group, one line in the first load. */
export const deviceAndArchiveRoutes = [...deviceRoutes, ...accountArchiveRoutes];
