import * as Schema from "effect/Schema";

/** The country service's currencies list, used as the country options (spec 1 §3). */
export const CountriesReply = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      attributes: Schema.Struct({ name: Schema.String, currency: Schema.String }),
    }),
  ),
});
export type Country = { readonly code: string; readonly name: string; readonly currency: string };
