import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";

/**
 * `GET billing/subscriptions?include=*`, read only as far as the welcome page needs: each
 * subscription's state, trial end and plan name (the profile's subscription page reads the rest).
 */
export const WelcomePlanReply = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Id,
      attributes: Schema.Struct({
        state: Schema.String,
        trial_end: Nullable(Schema.String),
        item: Nullable(Schema.Struct({ product: Nullable(Schema.Struct({ name: Nullable(Schema.String) })) })),
      }),
    }),
  ),
});
export type WelcomePlanReply = typeof WelcomePlanReply.Type;
