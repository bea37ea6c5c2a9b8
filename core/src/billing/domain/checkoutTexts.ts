/** What the billing pages' services say (announcements and messages); the pages import them from here. */
export const CHECKOUT_TEXTS = {
  cardAdded: "Card added.",
  cardNotAdded: "Card not added.",
  chooseCard: "Add a card to continue.",
  planMissing: "This plan is no longer available.",
  promoApplied: (code: string, percent: number) => `Promo code ${code.toUpperCase()} applied: ${percent}% off.`,
  promoRemoved: "Promo code removed.",
  cardChosen: (label: string) => `${label} chosen.`,
  leavingForCard: "Opening the card provider…",
  loadFailed: "The checkout could not be loaded.",
} as const;

export const PRICE_LIST_TEXTS = {
  loadFailed: "The plans could not be loaded.",
  intervalShown: (label: string) => `${label} prices shown.`,
} as const;

export const PROVIDER_TEXTS = {
  expired: "This card setup has expired. Go back and try again.",
  fixFields: "Check the highlighted fields.",
  saving: "Saving your card…",
  saved: "Card saved. Returning to Lectern…",
} as const;
