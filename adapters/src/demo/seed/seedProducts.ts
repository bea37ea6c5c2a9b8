import type { DemoPrice, DemoProduct } from "../db/DemoSnapshot";

const COLOR = "#3ACE8B";
const COLOR_LIGHTER = "#ECFFF0";

/** A recurring price in pounds sterling (pence); "base" unless a nickname says otherwise. */
const price = (
  id: string,
  unitAmount: number,
  interval: "month" | "year",
  intervalCount = 1,
  nickname = "base",
): DemoPrice => ({
  id,
  state: "active",
  unit_amount: unitAmount,
  currency: "GBP",
  nickname,
  recurring: { interval, interval_count: intervalCount },
});

/** A larger Lectern Notes: the same plan with more recording hours (spec 3 §9 "Notes 40, Notes 80 and Notes 160"). */
const notesTier = (hours: 40 | 80 | 160, month: number, year: number): DemoProduct => ({
  id: `prod_lectern_notes_${hours}`,
  name: `Lectern Notes ${hours}`,
  description: "Lectern Notes with more recording hours, for full timetables.",
  hidden: false,
  state: "active",
  product_trial_days: 0,
  features: ["Everything in Lectern Notes", `${hours} recording hours`],
  color: COLOR,
  color_lighter: COLOR_LIGHTER,
  upgrade_allowed: true,
  prices: [price(`price_notes_${hours}_monthly`, month, "month"), price(`price_notes_${hours}_yearly`, year, "year")],
});

/**
 * Billing products, in the order the server lists them: the first one with trial days is the
 * finish step's offer (spec 1 §4), so Lectern Notes comes first, its monthly price first and its
 * yearly price second. Amounts are pence. What the snapshot's product rows do not hold (metadata,
 * images, groups, offers) is in model/billing/productDetails, which loads with the billing routes
 * rather than with the seed (the seed comes with the sign-in page's first load).
 */
export const seedProducts: readonly DemoProduct[] = [
  {
    id: "prod_lectern_notes",
    name: "Lectern Notes",
    description: "Record lectures and turn them into notes, flashcards and summaries.",
    hidden: false,
    state: "active",
    product_trial_days: 14,
    features: [
      "Multimedia notes with video chapters and audio playlists",
      "AI flashcard quizzes",
      "A personal AI tutor for every lecture",
      "20 recording hours",
    ],
    color: COLOR,
    color_lighter: COLOR_LIGHTER,
    upgrade_allowed: true,
    prices: [
      price("price_notes_monthly", 799, "month"),
      price("price_notes_yearly", 7999, "year"),
      price("price_notes_quarterly", 2199, "month", 3),
      // Funded through the Disabled Students' Allowance: a year, paid by the funding body.
      price("price_notes_dsa_yearly", 9588, "year", 1, "DSA Notes"),
      // The Student Beans referral price: the monthly plan at a partner discount.
      price("price_notes_studentbeans", 599, "month", 1, "studentbeans"),
    ],
  },
  notesTier(40, 1199, 11999),
  notesTier(80, 1799, 17999),
  notesTier(160, 2499, 24999),
  {
    id: "prod_lectern_pro",
    name: "Lectern Pro",
    description: "Unlimited recording for heavy note-takers.",
    hidden: false,
    state: "active",
    product_trial_days: 0,
    features: ["Everything in Lectern Notes", "Unlimited recording hours", "Priority transcription"],
    color: "#5546BC",
    color_lighter: "#F1F6FF",
    upgrade_allowed: true,
    prices: [price("price_pro_monthly", 1499, "month"), price("price_pro_yearly", 14999, "year")],
  },
  {
    // Only listed with filter[with_hidden]=true: the disability-support plan comes with a licence key.
    id: "prod_lectern_dsa",
    name: "Lectern DSA",
    description: "Disability-support plan, redeemed with a licence key.",
    hidden: true,
    state: "active",
    product_trial_days: 0,
    features: ["Everything in Lectern Pro", "Funded through the Disabled Students' Allowance"],
    color: COLOR,
    color_lighter: COLOR_LIGHTER,
    upgrade_allowed: false,
    prices: [price("price_dsa_yearly", 0, "year", 1, "DSA")],
  },
];
