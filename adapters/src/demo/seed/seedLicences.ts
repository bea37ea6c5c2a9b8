import type { DemoLicence } from "../db/DemoSnapshot";

const licence = (key: string, productId: string | null, description: string, maxActivations: number): DemoLicence => ({
  key,
  productId,
  description,
  maxActivations,
  activations: [],
});

/** Licence keys (≤ 23 characters, spec 3 §9) that the demo accepts. */
export const seedLicences: readonly DemoLicence[] = [
  licence("LECTERN-DSA-2026", "prod_lectern_dsa", "Disability-support package", 10_000),
  licence("LECTERN-NOTES-2026", "prod_lectern_notes", "One year of Lectern Notes", 10_000),
  licence("ABC 123 XYZ", "prod_lectern_pro", "Partner promo: Lectern Pro", 10_000),
  // A single-seat key: the second account to redeem it is refused.
  licence("LECTERN-ONE-SEAT", "prod_lectern_pro", "Single-seat key", 1),
];
