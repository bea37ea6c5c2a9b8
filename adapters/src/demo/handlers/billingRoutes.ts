import { validateLicenceKey } from "@lectern/core/auth/domain/validators";
import { startPaid } from "@lectern/core/billing/domain/subscriptionLifecycle";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoLicence, DemoUser } from "../db/DemoSnapshot";
import { LICENCE_INTERVAL, findProduct, planOfPrice, productResource } from "../model/billing/catalogue";
import { advanceSubscriptionsOf, liveSubscriptionOf, storeSubscription } from "../model/billing/subscriptions";
import { canRedeem, findLicence } from "../model/licenceKeys";
import { attributesOf, dataOf, requireValid, textOf } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute, route } from "../routing/Route";

export const LICENCE_REFUSED = "This licence key is not valid or has been used up.";

const isTrue = (value: string | null): boolean => value === "true" || value === "1";

/** `include` absent, `*` or naming prices: prices travel inside the product, as core's decoder reads them. */
const includesPrices = (include: string | null): boolean =>
  include === null || include.split(",").some((part) => part.trim() === "*" || part.trim() === "prices");

/**
 * A redeemed key with a product starts a free subscription on that product's first price, a year at
 * a time (contract 14), unless the user has a live subscription already.
 */
const subscribeWithLicence = (db: DemoDatabase, user: DemoUser, licence: DemoLicence, at: number): void => {
  const product = licence.productId ? findProduct(db.data, licence.productId) : null;
  const price = product?.prices[0];
  if (!product || !price) return;
  advanceSubscriptionsOf(db, user.id, at);
  if (liveSubscriptionOf(db.data, user.id)) return;
  const plan = { ...planOfPrice({ product, price }), unitAmount: 0, every: LICENCE_INTERVAL };
  db.mutate((data) =>
    storeSubscription(data, user.id, startPaid(plan, at), { couponCode: null, licenceKey: licence.key, at }),
  );
};

/** Products and licence keys (spec 3 §7 "Billing", contract 14 "Products"). */
export const billingRoutes: readonly Route[] = [
  route("GET", "billing/products", ({ request, db }) => {
    const withHidden = isTrue(request.query.get("filter[with_hidden]"));
    const withPrices = includesPrices(request.query.get("include"));
    return dataReply(
      db.data.products
        .filter((product) => product.state === "active" && (withHidden || !product.hidden))
        .map((product) => productResource(product, withPrices)),
    );
  }),

  authRoute("POST", "billing/licenses/activate", ({ request, db, now, user }) => {
    const type = dataOf(request.body)["type"];
    const key = textOf(attributesOf(request.body)["license_key"]).trim();
    requireValid([
      ["type", type === "customers_licenses" ? null : "The type must be customers_licenses.", "/data/type"],
      ["license_key", validateLicenceKey(key)],
    ]);
    const licence = findLicence(db, key);
    if (!licence || !canRedeem(licence, user.id)) {
      return dataReply({ type: "customers_licenses", attributes: { acknowledge: false, message: LICENCE_REFUSED } });
    }
    db.mutate(
      () => {
        if (!licence.activations.some((activation) => activation.userId === user.id)) {
          licence.activations.push({ userId: user.id, at: now() });
        }
        if (!user.licences.includes(licence.key)) user.licences.push(licence.key);
      },
      licence,
      user,
    );
    subscribeWithLicence(db, user, licence, now());
    return dataReply({
      type: "customers_licenses",
      attributes: { acknowledge: true, license_key: licence.key, product_id: licence.productId },
    });
  }),

  // A check, not a redemption: whether this user could redeem the key right now.
  authRoute("GET", "billing/licenses/{key}", ({ params, db, user }) => {
    const key = (params["key"] ?? "").trim();
    const invalid = validateLicenceKey(key);
    if (invalid) throw new DemoHttpError(422, { title: invalid, source: { parameter: "key" } });
    const licence = findLicence(db, key);
    const valid = licence !== null && canRedeem(licence, user.id);
    return dataReply({
      id: key,
      type: "customers_licenses",
      attributes: { valid, product_id: valid ? licence.productId : null },
    });
  }),
];
