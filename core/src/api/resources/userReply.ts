import * as Schema from "effect/Schema";

/** The user's profile (spec 3 §3 "Profile"); every field may be missing or null. */
export const Profile = Schema.Struct({
  first_name: Schema.optional(Schema.NullOr(Schema.String)),
  last_name: Schema.optional(Schema.NullOr(Schema.String)),
  avatar: Schema.optional(Schema.NullOr(Schema.String)),
  referral: Schema.optional(Schema.NullOr(Schema.String)),
  country: Schema.optional(Schema.NullOr(Schema.String)),
  widget_type: Schema.optional(Schema.NullOr(Schema.String)),
  secondary_email: Schema.optional(Schema.NullOr(Schema.String)),
  phone_code: Schema.optional(Schema.NullOr(Schema.String)),
  phone_number: Schema.optional(Schema.NullOr(Schema.String)),
  institution: Schema.optional(Schema.NullOr(Schema.String)),
  currency: Schema.optional(Schema.NullOr(Schema.String)),
});
export type Profile = typeof Profile.Type;

export const UserReply = Schema.Struct({
  data: Schema.Struct({
    id: Schema.Union([Schema.String, Schema.Number]),
    type: Schema.optional(Schema.String),
    attributes: Schema.Struct({
      email: Schema.String,
      is_early_adopter: Schema.optional(Schema.Boolean),
      paid: Schema.optional(Schema.Boolean),
      profile: Schema.optional(Profile),
    }),
  }),
});
export type UserReply = typeof UserReply.Type;
