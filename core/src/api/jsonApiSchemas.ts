import * as Schema from "effect/Schema";

/** A JSON:API resource id: servers send numbers or strings (spec 3 §3 uses both). */
export const Id = Schema.Union([Schema.String, Schema.Number]);

/** A relationship's resource identifier `{ id, type }` (type optional: some replies leave it out). */
export const Reference = Schema.Struct({ id: Id, type: Schema.optional(Schema.String) });
