import * as Schema from "effect/Schema";
import { Id, Nullable } from "../../api/jsonApiSchemas";
import type { Coupon } from "../domain/orderSummary";

/** `GET billing/coupons/{code}` (contract 14): the coupon, its id the code as stored. */
export const CouponReply = Schema.Struct({
  data: Schema.Struct({
    id: Id,
    type: Schema.optional(Schema.String),
    attributes: Schema.Struct({
      name: Nullable(Schema.String),
      percent_off: Schema.Number,
      created_at: Nullable(Schema.String),
    }),
  }),
});
export type CouponReply = typeof CouponReply.Type;

export const toCoupon = ({ data }: CouponReply): Coupon => ({
  code: String(data.id),
  name: data.attributes.name?.trim() || String(data.id).toUpperCase(),
  percentOff: data.attributes.percent_off,
});
