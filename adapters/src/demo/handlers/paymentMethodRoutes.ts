import { randomToken } from "../crypto/randomToken";
import { BILLING_TEXTS } from "../model/billing/billingTexts";
import { cardsOf, findCard, makeDefault, paymentMethodResource } from "../model/billing/paymentMethods";
import { advanceSubscriptionsOf, liveSubscriptionOf } from "../model/billing/subscriptions";
import { attributesOf, dataOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/** How long the provider's card page stays open for one setup. */
export const CARD_SETUP_LIFETIME_MS = 60 * 60 * 1000;

/** A character no address may hold: white space or a control character. */
const unsafeInAddress = (char: string): boolean => char.charCodeAt(0) < 0x20 || /\s/.test(char);

/** The app address a setup returns to: a path of this site ("/…", never "//host/…"). */
export const returnUrlProblem = (value: unknown): string | null =>
  typeof value === "string" && /^\/(?![/\\])/.test(value) && ![...value].some(unsafeInAddress)
    ? null
    : BILLING_TEXTS.returnUrlInvalid;

/** Subscription states in which a card must stay on file. */
const NEEDS_A_CARD = new Set(["trialing", "active", "past_due"]);

const notFound = () =>
  new DemoHttpError(404, { title: BILLING_TEXTS.paymentMethodNotFound, source: { parameter: "id" } });

/**
 * The user's cards (contract 14 "Payment methods" and the app's side of "Card setup"): the app never
 * sees a number; it starts a setup and the demo card provider's page (cardProviderRoutes) saves it.
 */
export const paymentMethodRoutes: readonly Route[] = [
  authRoute("GET", "billing/payment-methods", ({ db, user }) =>
    dataReply(cardsOf(db.data, user.id).map(paymentMethodResource)),
  ),

  authRoute("POST", "billing/payment-methods/setup", ({ request, db, user, now }) => {
    const type = dataOf(request.body)["type"];
    const returnUrl = attributesOf(request.body)["return_url"];
    requireValid([
      ["type", type === "customers_payment_methods_setup" ? null : BILLING_TEXTS.setupType, "/data/type"],
      ["return_url", returnUrlProblem(returnUrl)],
    ]);
    const id = `seti_${randomToken(16)}`;
    db.mutate((data) => {
      data.cardSetups.push({
        id,
        userId: user.id,
        returnUrl: returnUrl as string,
        status: "open",
        paymentMethodId: null,
        createdAt: now(),
        expiresAt: now() + CARD_SETUP_LIFETIME_MS,
      });
    });
    return dataReply({ id, type: "customers_payment_methods_setup", attributes: { url: `/demo-card/${id}` } }, 201);
  }),

  authRoute("PATCH", "billing/payment-methods/{id}", ({ request, params, db, user }) => {
    const card = findCard(db.data, user.id, params["id"] ?? "");
    if (!card) throw notFound();
    const isDefault = attributesOf(request.body)["is_default"];
    requireValid([["is_default", isDefault === true ? null : BILLING_TEXTS.defaultOnlyTrue]]);
    db.mutate((data) => db.touch(...makeDefault(data, user.id, card.id)));
    return dataReply(paymentMethodResource(card));
  }),

  authRoute("DELETE", "billing/payment-methods/{id}", ({ params, db, user, now }) => {
    const card = findCard(db.data, user.id, params["id"] ?? "");
    if (!card) throw notFound();
    advanceSubscriptionsOf(db, user.id, now());
    const live = liveSubscriptionOf(db.data, user.id);
    const others = cardsOf(db.data, user.id).filter((method) => method.id !== card.id);
    if (others.length === 0 && live && NEEDS_A_CARD.has(live.state)) {
      throw new DemoHttpError(422, { title: BILLING_TEXTS.onlyCard, source: { parameter: "id" } });
    }
    db.mutate((data) => {
      data.paymentMethods = data.paymentMethods.filter((method) => method.id !== card.id);
      // The newest card left takes over as the default.
      const next = others.at(-1);
      if (card.isDefault && next) db.touch(...makeDefault(data, user.id, next.id));
    });
    return { status: 204, headers: {}, body: null };
  }),
];
