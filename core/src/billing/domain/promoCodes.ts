/**
 * Promo codes (spec 3 §5): the partner and discount lists — movember, powerup, studentbeans, unidays
 * and others — each also in country variants uk, us and au ("UNIDAYS-UK"), compared ignoring case.
 * The server holds the real list and decides; these rules are what the checkout and the demo agree on.
 */

/** A partner's code with its display name and discount. */
export interface PromoPartner {
  readonly code: string;
  readonly name: string;
  readonly percentOff: number;
}

/** The partner and discount lists (the demo's seed; the spec names the first four). */
export const PROMO_PARTNERS: readonly PromoPartner[] = [
  { code: "movember", name: "Movember", percentOff: 20 },
  { code: "powerup", name: "Power Up", percentOff: 15 },
  { code: "studentbeans", name: "Student Beans", percentOff: 20 },
  { code: "unidays", name: "UNiDAYS", percentOff: 20 },
  { code: "welcome10", name: "Welcome offer", percentOff: 10 },
];

/** Spec 3 §5 country variants, appended after a hyphen. */
export const PROMO_COUNTRIES = ["uk", "us", "au"] as const;

/** The longest code the field accepts (the longest partner variant is far shorter). */
export const PROMO_CODE_MAX_LENGTH = 40;

export const PROMO_TEXTS = {
  /** The server's 404 title for an unknown code (contract 14). */
  invalid: "This promo code is not valid.",
  empty: "Enter a promo code.",
} as const;

/** How codes are compared and stored: trimmed, lower case (spec 3 §5 "case-insensitively"). */
export const normalisePromoCode = (code: string): string => code.trim().toLowerCase();

/** Whether two spellings are the same code. */
export const samePromoCode = (a: string, b: string): boolean => normalisePromoCode(a) === normalisePromoCode(b);

/** A partner's code and its country variants: unidays, unidays-uk, unidays-us, unidays-au. */
export const promoCodeVariants = (code: string): readonly string[] => {
  const base = normalisePromoCode(code);
  return [base, ...PROMO_COUNTRIES.map((country) => `${base}-${country}`)];
};

/** One entry of the full list: the code as stored, with the partner it belongs to. */
export interface PromoListing extends PromoPartner {
  /** The country of a variant, or null for the partner's own code. */
  readonly country: (typeof PROMO_COUNTRIES)[number] | null;
}

/** Every valid code of the partner lists, variants included, as stored (lower case). */
export const promoCodeList = (partners: readonly PromoPartner[] = PROMO_PARTNERS): readonly PromoListing[] =>
  partners.flatMap((partner) => [
    { ...partner, code: normalisePromoCode(partner.code), country: null },
    ...PROMO_COUNTRIES.map((country) => ({
      ...partner,
      code: `${normalisePromoCode(partner.code)}-${country}`,
      name: `${partner.name} (${country.toUpperCase()})`,
      country,
    })),
  ]);

/** The listing a typed code names, ignoring case and surrounding spaces; null when none does. */
export const matchPromoCode = <T extends { readonly code: string }>(list: readonly T[], typed: string): T | null => {
  const wanted = normalisePromoCode(typed);
  if (wanted === "") return null;
  return list.find((entry) => normalisePromoCode(entry.code) === wanted) ?? null;
};

/** What the field says before anything is sent: empty, or too long to be any code. */
export const validatePromoCode = (typed: string): string | null => {
  const code = normalisePromoCode(typed);
  if (code === "") return PROMO_TEXTS.empty;
  if (code.length > PROMO_CODE_MAX_LENGTH) return PROMO_TEXTS.invalid;
  return null;
};
