import { BILLING_TEXTS } from "../model/billing/billingTexts";
import { findCoupon } from "../model/billing/coupons";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/** GET billing/coupons/{code} (contract 14): a promo code, matched ignoring case (spec 3 §5). */
export const couponRoutes: readonly Route[] = [
  authRoute("GET", "billing/coupons/{code}", ({ params, db }) => {
    const coupon = findCoupon(db.data, params["code"] ?? "");
    if (!coupon) throw new DemoHttpError(404, { title: BILLING_TEXTS.promoInvalid, source: { parameter: "code" } });
    return dataReply({
      id: coupon.code,
      type: "coupons",
      attributes: { name: coupon.name, percent_off: coupon.percentOff, created_at: iso(coupon.createdAt) },
    });
  }),
];
