import { lazyReply } from "./ReplySchema";

/**
 * The reply schemas of the session and the sign-in use cases, loaded with the first request that
 * needs one: the sign-in pages bind these use cases from the start, and effect's Schema is too
 * heavy for a page that may never send a request before the visitor has typed.
 */
export const SIGN_IN_REPLIES = {
  user: lazyReply(async () => (await import("./resources/userReply")).UserReply),
  permissions: lazyReply(async () => (await import("./resources/permissionsReply")).PermissionsReply),
  token: lazyReply(async () => (await import("./resources/tokenReply")).TokenReply),
  organisations: lazyReply(async () => (await import("./resources/organisationsReply")).OrganisationsReply),
  countries: lazyReply(async () => (await import("./resources/countriesReply")).CountriesReply),
  products: lazyReply(async () => (await import("./resources/productsReply")).ProductsReply),
  licenceCheck: lazyReply(async () => (await import("./resources/licenceCheckReply")).LicenceCheckReply),
  acknowledge: lazyReply(async () => (await import("./resources/acknowledgeReply")).AcknowledgeReply),
  resetLink: lazyReply(async () => (await import("./resources/resetLinkReply")).ResetLinkReply),
} as const;
