import * as Schema from "effect/Schema";

const Provider = Schema.Struct({ name: Schema.String, iconUrl: Schema.String, signInUrl: Schema.String });

/** SSO organisations for an e-mail (spec 1 §3): name and a data list of providers. */
export const OrganisationsReply = Schema.Struct({
  data: Schema.Array(Schema.Struct({ name: Schema.String, data: Schema.Array(Provider) })),
});
export type Organisation = (typeof OrganisationsReply.Type)["data"][number];
export type SsoProvider = Organisation["data"][number];
