// What the price list shows of each seeded product and price beyond the snapshot's rows (seed/
// seedProducts): capacity hours, images, groups, offers. Kept out of the seed, which loads with the
// sign-in page, so these bytes come with the billing routes. Keyed by the seeded ids.

/** A product's catalogue details beyond its snapshot row (contract 14 "Products"). */
export interface DemoProductDetails {
  /** Recording hours a period; "0" = unlimited. */
  readonly capacityHours: string;
  /** Image addresses; none → the app's default plan image. */
  readonly images: readonly string[];
  readonly unitLabel: string | null;
  readonly group: string;
  readonly support: string;
}

/** Spec 3 §3 price metadata: an offer printed beside the price. */
export interface DemoPriceDetails {
  readonly offerTitle?: string;
  readonly originalPrice?: string;
  readonly offerDuration?: string;
  readonly offerPrice?: string;
}

const notesDetails = (hours: number): DemoProductDetails => ({
  capacityHours: String(hours),
  images: [],
  unitLabel: "recording hours",
  group: "notes",
  support: "E-mail support",
});

/** By product id; a product not listed here is plain and unlimited (catalogue.productDetailsOf). */
export const PRODUCT_DETAILS: Readonly<Record<string, DemoProductDetails>> = {
  prod_lectern_notes: notesDetails(20),
  prod_lectern_notes_40: notesDetails(40),
  prod_lectern_notes_80: notesDetails(80),
  prod_lectern_notes_160: notesDetails(160),
  prod_lectern_pro: {
    capacityHours: "0",
    images: [],
    unitLabel: "recording hours",
    group: "pro",
    support: "Priority e-mail support",
  },
  prod_lectern_dsa: {
    capacityHours: "0",
    images: [],
    unitLabel: null,
    group: "dsa",
    support: "Priority e-mail support and a named adviser",
  },
};

/** By price id: the prices sold with an offer. */
export const PRICE_DETAILS: Readonly<Record<string, DemoPriceDetails>> = {
  price_notes_studentbeans: {
    offerTitle: "Student Beans offer",
    originalPrice: "7.99",
    offerDuration: "every month",
    offerPrice: "5.99",
  },
  price_notes_yearly: {
    offerTitle: "Two months free",
    originalPrice: "95.88",
    offerDuration: "the first year",
    offerPrice: "79.99",
  },
};

/** When the catalogue's prices were made (their created_at and updated_at). */
export const CATALOGUE_CREATED_AT = Date.UTC(2026, 0, 5, 9, 0, 0);
