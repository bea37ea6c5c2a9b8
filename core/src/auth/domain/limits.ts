/** Limits of spec 1 §9 and spec 3 §9. */
export const AUTH_LIMITS = {
  /** Enforced maximum for first and last names; the message says 255 (spec 1 §5, both readings kept). */
  nameMax: 128,
  nameMaxDisplayed: 255,
  referralMax: 255,
  passwordMin: 8,
  licenceKeyMax: 23,
} as const;
