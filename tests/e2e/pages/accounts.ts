/** A fresh account for one test: each test's browser context has its own empty demo database. */
export interface TestAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
}

let counter = 0;

export const newAccount = (overrides: Partial<TestAccount> = {}): TestAccount => {
  counter += 1;
  return {
    email: `student${Date.now().toString(36)}${counter}@example.org`,
    password: "Lectern#2026",
    firstName: "Ada",
    lastName: "Lovelace",
    country: "United Kingdom",
    ...overrides,
  };
};

/** Seed data of the demo backend (adapters/src/demo/seed) the tests rely on. */
export const DEMO_SEED = {
  licenceKey: "LECTERN-DSA-2026",
  ssoEmailDomain: "northbridge.edu",
  ssoOrganisation: "Northbridge University",
  ssoProvider: "Microsoft Entra ID",
  trialPlan: "Lectern Notes",
  trialDays: 14,
} as const;
