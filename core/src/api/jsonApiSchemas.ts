import * as Schema from "effect/Schema";

/** A JSON:API resource id: servers send numbers or strings (spec 3 §3 uses both). */
export const Id = Schema.Union([Schema.String, Schema.Number]);

/** A relationship's resource identifier `{ id, type }` (type optional: some replies leave it out). */
export const Reference = Schema.Struct({ id: Id, type: Schema.optional(Schema.String) });

/** An attribute a server may leave out or send as null. */
export const Nullable = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

/** A to-many relationship `{ data: [{ id, type }] }`, absent or null when the server sends none. */
export const ToMany = Schema.optional(Schema.Struct({ data: Schema.optional(Schema.NullOr(Schema.Array(Reference))) }));
