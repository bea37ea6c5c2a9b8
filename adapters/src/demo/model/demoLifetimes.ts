const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long each kind of token lives in the demo backend. */
export const DEMO_LIFETIMES = {
  /** Session token with "remember me". */
  rememberedSession: 30 * DAY,
  /** Session token without "remember me". */
  shortSession: 12 * HOUR,
  /** One-time token of v2/auth/temp/token/create. */
  tempToken: 5 * MINUTE,
  /** Login token id of auth/login/token. */
  loginToken: 10 * MINUTE,
  /** Password reset link. */
  passwordReset: HOUR,
  /** The link of sign-up's welcome mail that confirms the address (a login token id). */
  addressConfirmation: 7 * DAY,
} as const;
