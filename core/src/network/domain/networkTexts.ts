/** Spec 2 §2.9: the network banner, verbatim, and what its tooltip explains. */
export const NETWORK_TEXTS = {
  offline: "No internet connection or it's not stable",
  breakdown: "There're technical works underway",
  explanation:
    "Recording continues. Highlights and notes cannot be edited until the connection is back. Your recording uploads when the signal improves.",
} as const;
