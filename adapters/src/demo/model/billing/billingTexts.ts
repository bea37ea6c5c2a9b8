/**
 * The demo billing API's words (contract 14), in one place so handlers and tests share them. The
 * contract's texts are verbatim; the others name cases it leaves open.
 */
export const BILLING_TEXTS = {
  // Coupons and promo codes.
  promoInvalid: "This promo code is not valid.",

  // The app's card setup.
  setupType: "The type must be customers_payment_methods_setup.",
  returnUrlInvalid: "The return url must be a path of this site, starting with /.",

  // The demo card provider.
  setupExpired: "This card setup has expired. Go back and try again.",
  cardNumberInvalid: "Your card number is invalid.",
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardCvcInvalid: "Your card's security code is invalid.",
  postalCodeRequired: "Enter your postal code.",
  cardDeclined: "Your card was declined.",
  cardInsufficientFunds: "Your card has insufficient funds.",

  // Payment methods.
  paymentMethodNotFound: "This card does not exist or has been removed.",
  onlyCard: "Add another card before removing your only card.",
  defaultOnlyTrue: "Choose another card as your default instead.",

  // Subscriptions.
  subscriptionType: "The type must be customers_subscriptions.",
  priceInvalid: "The selected plan does not exist or is no longer sold.",
  paymentMethodInvalid: "Choose one of your saved cards.",
  noTrial: "Your plan has no free trial.",
  trialUsed: "You have already used your free trial.",
  alreadySubscribed: "You already have a subscription. Change your plan from your profile.",
  subscriptionNotFound: "This subscription does not exist.",
  subscriptionEnded: "This subscription has ended.",
  planNotChangeable: "Your plan cannot be changed.",
  samePlan: "You are already on this plan.",
  noCardForChange: "Add a card before changing your plan.",
  changeRequired: "Send cancel_at_period_end or price_id.",
  trialStarted: "Your free trial has started.",
  paymentSuccessful: "Payment successful.",
  planChanged: "Your plan has been changed.",

  // Invoices.
  invoiceNotFound: "This invoice does not exist.",

  /** Capacity verification without a subscription. */
  demoPlanName: "Demo plan",
} as const;
