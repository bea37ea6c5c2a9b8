import type { DemoCoupon } from "../db/DemoSnapshot";

/**
 * Partner and discount promo codes (spec 3 §5: movember, powerup, studentbeans, unidays and others,
 * with country variants uk, us and au). Codes are matched ignoring case; the variants are spelt as
 * the partner prints them, e.g. UNIDAYS-UK.
 */
const PARTNERS: readonly (readonly [code: string, name: string, percentOff: number])[] = [
  ["movember", "Movember", 20],
  ["powerup", "Power Up", 15],
  ["studentbeans", "Student Beans", 20],
  ["unidays", "UNiDAYS", 20],
  ["welcome10", "Welcome offer", 10],
];
const COUNTRIES = ["uk", "us", "au"] as const;

export const seedCoupons = (now: number): DemoCoupon[] =>
  PARTNERS.flatMap(([code, name, percentOff]) => [
    { code, name, percentOff, createdAt: now },
    ...COUNTRIES.map((country) => ({
      code: `${code}-${country}`,
      name: `${name} (${country.toUpperCase()})`,
      percentOff,
      createdAt: now,
    })),
  ]);
