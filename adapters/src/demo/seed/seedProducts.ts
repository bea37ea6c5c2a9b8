import type { DemoProduct } from "../db/DemoSnapshot";

const COLOR = "#3ACE8B";
const COLOR_LIGHTER = "#ECFFF0";

/**
 * Billing products, in the order the server lists them: the first one with trial days is the
 * finish step's offer (spec 1 §4), so Lectern Notes comes first. Amounts are pence.
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
      "20 recording hours a month",
    ],
    color: COLOR,
    color_lighter: COLOR_LIGHTER,
    upgrade_allowed: true,
    prices: [
      {
        id: "price_notes_monthly",
        state: "active",
        unit_amount: 799,
        currency: "GBP",
        nickname: "base",
        recurring: { interval: "month", interval_count: 1 },
      },
      {
        id: "price_notes_yearly",
        state: "active",
        unit_amount: 7999,
        currency: "GBP",
        nickname: "base",
        recurring: { interval: "year", interval_count: 1 },
      },
    ],
  },
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
    prices: [
      {
        id: "price_pro_monthly",
        state: "active",
        unit_amount: 1499,
        currency: "GBP",
        nickname: "base",
        recurring: { interval: "month", interval_count: 1 },
      },
      {
        id: "price_pro_yearly",
        state: "active",
        unit_amount: 14999,
        currency: "GBP",
        nickname: "base",
        recurring: { interval: "year", interval_count: 1 },
      },
    ],
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
    prices: [
      {
        id: "price_dsa_yearly",
        state: "active",
        unit_amount: 0,
        currency: "GBP",
        nickname: "DSA",
        recurring: { interval: "year", interval_count: 1 },
      },
    ],
  },
];
