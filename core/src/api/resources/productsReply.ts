import * as Schema from "effect/Schema";

const Price = Schema.Struct({
  id: Schema.String,
  unit_amount: Schema.Number,
  currency: Schema.String,
  nickname: Schema.optional(Schema.NullOr(Schema.String)),
  recurring: Schema.NullOr(Schema.Struct({ interval: Schema.String, interval_count: Schema.optional(Schema.Number) })),
});

const Product = Schema.Struct({
  id: Schema.String,
  attributes: Schema.Struct({
    name: Schema.String,
    description: Schema.optional(Schema.NullOr(Schema.String)),
    product_trial_days: Schema.optional(Schema.NullOr(Schema.Number)),
    features: Schema.optional(Schema.Array(Schema.String)),
    color: Schema.optional(Schema.NullOr(Schema.String)),
    color_lighter: Schema.optional(Schema.NullOr(Schema.String)),
    images: Schema.optional(Schema.Array(Schema.String)),
    prices: Schema.Array(Price),
  }),
});

export const ProductsReply = Schema.Struct({ data: Schema.Array(Product) });
export type Product = typeof Product.Type;
export type Price = typeof Price.Type;
