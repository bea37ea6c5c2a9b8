/** Spec 2 §8 billing dialog: its two buttons verbatim, and the price list it opens (spec 2 §2, spec 3 §2). */
export const BILLING_TEXTS = {
  openPriceList: "Open price list",
  close: "Close",
  /** Used only when a 402 comes with neither a title nor a message. */
  defaultTitle: "Your plan's recording capacity is used up",
} as const;

/** The price list's route; the dialog opens it in a new window so the recording page stays open. */
export const PRICE_LIST_PATH = "/billing/product";
