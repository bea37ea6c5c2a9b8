import * as Schema from "effect/Schema";
import { Id } from "../../api/jsonApiSchemas";
import { Profile } from "../../api/resources/userReply";

/** `PUT v2/user/profile` answers `{ data: { id, type: "profiles", attributes: <the whole profile> } }`. */
export const ProfileReply = Schema.Struct({
  data: Schema.Struct({
    id: Id,
    type: Schema.optional(Schema.String),
    attributes: Profile,
  }),
});
export type ProfileReply = typeof ProfileReply.Type;
