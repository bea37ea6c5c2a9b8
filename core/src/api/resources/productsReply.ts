import * as Schema from "effect/Schema";

/** A metadata value as servers send it: text, a number, or nothing. */
const MetaValue = Schema.optional(Schema.NullOr(Schema.Union([Schema.String, Schema.Number])));

const Price = Schema.Struct({
  id: Schema.String,
  unit_amount: Schema.Number,
  currency: Schema.String,
  nickname: Schema.optional(Schema.NullOr(Schema.String)),
  recurring: Schema.NullOr(Schema.Struct({ interval: Schema.String, interval_count: Schema.optional(Schema.Number) })),
  // Everything below is optional: the finish step's offer (LoadTrialOffer) reads only the fields above.
  state: Schema.optional(Schema.NullOr(Schema.String)),
  type: Schema.optional(Schema.NullOr(Schema.String)),
  product_id: Schema.optional(Schema.NullOr(Schema.String)),
  /** Spec 3 §3: an offer printed beside the price (e.g. "Back to school", originally £9.99). */
  metadata: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        offerTitle: MetaValue,
        originalPrice: MetaValue,
        offerDuration: MetaValue,
        offerPrice: MetaValue,
      }),
    ),
  ),
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
    state: Schema.optional(Schema.NullOr(Schema.String)),
    hidden: Schema.optional(Schema.NullOr(Schema.Boolean)),
    unit_label: Schema.optional(Schema.NullOr(Schema.String)),
    group: Schema.optional(Schema.NullOr(Schema.String)),
    /** `capacity_hours`: recording hours a period; "0" means unlimited (contract 14). */
    metadata: Schema.optional(Schema.NullOr(Schema.Struct({ capacity_hours: MetaValue }))),
    upgrade_allowed: Schema.optional(Schema.NullOr(Schema.Boolean)),
  }),
});

export const ProductsReply = Schema.Struct({ data: Schema.Array(Product) });
export type Product = typeof Product.Type;
export type Price = typeof Price.Type;
