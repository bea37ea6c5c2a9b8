import type { DemoCardSetup, DemoSnapshot } from "../db/DemoSnapshot";
import { BILLING_TEXTS } from "../model/billing/billingTexts";
import { TEST_CARDS, brandOf, checkCardEntry, verdictOf } from "../model/billing/cards";
import { cardsOf } from "../model/billing/paymentMethods";
import { attributesOf, requireValid } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply, iso } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/** An open or finished setup by its id (the capability); expired and unknown ones are one 404. */
const findSetup = (data: Readonly<DemoSnapshot>, id: string, now: number): DemoCardSetup => {
  const setup = data.cardSetups.find((candidate) => candidate.id === id);
  if (!setup || (setup.status === "open" && setup.expiresAt <= now)) {
    throw new DemoHttpError(404, { title: BILLING_TEXTS.setupExpired, source: { parameter: "setupId" } });
  }
  return setup;
};

/** The app address the provider returns to, with the setup's outcome in its query. */
export const returnAddress = (returnUrl: string, setupId: string, status: "succeeded" | "canceled"): string => {
  const hashAt = returnUrl.indexOf("#");
  const base = hashAt >= 0 ? returnUrl.slice(0, hashAt) : returnUrl;
  const hash = hashAt >= 0 ? returnUrl.slice(hashAt) : "";
  const query = new URLSearchParams({ setup_id: setupId, setup_status: status }).toString();
  const separator = !base.includes("?") ? "?" : /[?&]$/.test(base) ? "" : "&";
  return `${base}${separator}${query}${hash}`;
};

const setupResource = (setup: DemoCardSetup) => ({
  id: setup.id,
  type: "card_setups",
  attributes: {
    status: setup.status,
    return_url: setup.status === "succeeded" ? returnAddress(setup.returnUrl, setup.id, "succeeded") : setup.returnUrl,
    expires_at: iso(setup.expiresAt),
    test_cards: TEST_CARDS.map((card) => ({ ...card })),
  },
});

/**
 * The demo card provider (contract 14), in the provider's role as a hosted checkout would be: not
 * signed in with the app's token — the setup id is the capability, and it only ever reveals the
 * setup, never anyone's cards. The app's page /demo-card/{setupId} plays its screen.
 */
export const cardProviderRoutes: readonly Route[] = [
  route("GET", "demo/card-provider/setups/{setupId}", ({ params, db, now }) =>
    dataReply(setupResource(findSetup(db.data, params["setupId"] ?? "", now()))),
  ),

  route("POST", "demo/card-provider/setups/{setupId}/confirm", ({ params, request, db, now }) => {
    const setup = findSetup(db.data, params["setupId"] ?? "", now());
    // Sent twice (a double press): the card is saved once and the same way back is answered.
    if (setup.status === "succeeded") return dataReply(setupResource(setup));
    const { entry, problems } = checkCardEntry(attributesOf(request.body), now());
    requireValid(problems.map((problem) => [problem.field, problem.message] as const));
    // requireValid refused any problem already: this only tells TypeScript there is an entry.
    if (!entry) throw new DemoHttpError(422, { title: BILLING_TEXTS.cardNumberInvalid });
    const verdict = verdictOf(entry.digits);
    // A refused card: nothing saved, nothing charged, and the page stays open for another card.
    if (verdict.kind === "declined") {
      throw new DemoHttpError(402, { title: verdict.title, source: { pointer: "/data/attributes/number" } });
    }
    db.mutate((data) => {
      data.counters.paymentMethods += 1;
      const id = String(data.counters.paymentMethods);
      data.paymentMethods.push({
        id,
        userId: setup.userId,
        brand: brandOf(entry.digits),
        lastFour: entry.digits.slice(-4),
        expMonth: entry.expMonth,
        expYear: entry.expYear,
        postalCode: entry.postalCode,
        behaviour: verdict.behaviour,
        // The user's first card is their default.
        isDefault: cardsOf(data, setup.userId).length === 0,
        createdAt: now(),
      });
      const stored = data.cardSetups.find((candidate) => candidate.id === setup.id);
      if (stored) {
        stored.status = "succeeded";
        stored.paymentMethodId = id;
        db.touch(stored);
      }
    });
    return dataReply(setupResource(setup));
  }),
];
