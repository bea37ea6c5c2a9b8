import * as Schema from "effect/Schema";

/** Answers that carry a token, or an error flag with a message, or (login) a redirect. */
export const TokenReply = Schema.Struct({
  data: Schema.Struct({
    id: Schema.optional(Schema.Unknown),
    attributes: Schema.Struct({
      token: Schema.optional(Schema.NullOr(Schema.String)),
      error: Schema.optional(Schema.Unknown),
      message: Schema.optional(Schema.NullOr(Schema.String)),
      redirect: Schema.optional(Schema.NullOr(Schema.String)),
      showPlans: Schema.optional(Schema.Boolean),
      showSubscriptionPlans: Schema.optional(Schema.Boolean),
    }),
  }),
});
export type TokenReply = typeof TokenReply.Type;
