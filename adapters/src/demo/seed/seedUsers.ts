/** Accounts that exist from the start, so the demo can be entered without signing up. */
export const SEED_USERS = [
  {
    id: "1",
    email: "demo@lectern.app",
    password: "Lectern#2026",
    profile: { first_name: "Demo", last_name: "Student", country: "GB" },
  },
] as const;
