import * as Schema from "effect/Schema";
import { Id, Reference } from "../../api/jsonApiSchemas";
import type { ApiRequest } from "../../api/requestConventions";

/**
 * POST sessions/start → the started session: a new one, or the user's active one reused. Only what
 * the widget needs: its name, its description (spec 2 §4.12 meeting link) and its parent (a
 * participant's session, spec 2 §6), which a server may give as a relationship or an attribute.
 */
export const StartedSessionReply = Schema.Struct({
  data: Schema.Struct({
    id: Id,
    attributes: Schema.optional(
      Schema.Struct({
        name: Schema.optional(Schema.NullOr(Schema.String)),
        description: Schema.optional(Schema.NullOr(Schema.String)),
        parent_id: Schema.optional(Schema.NullOr(Id)),
      }),
    ),
    relationships: Schema.optional(
      Schema.Struct({ parent: Schema.optional(Schema.Struct({ data: Schema.optional(Schema.NullOr(Reference)) })) }),
    ),
  }),
});

/** Spec 3 §7: POST sessions/start with attributes name, organization_id, started_at (UTC). */
export const startSessionCall = (name: string, startedAt: number, organizationId: string | null): ApiRequest => ({
  method: "POST",
  path: "sessions/start",
  body: {
    data: {
      type: "sessions",
      attributes: { name, organization_id: organizationId, started_at: new Date(startedAt).toISOString() },
    },
  },
});
