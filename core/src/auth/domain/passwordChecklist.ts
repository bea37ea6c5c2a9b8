import { AUTH_LIMITS } from "./limits";

export type PasswordRule = "length" | "case" | "digit" | "symbol";

export interface PasswordCheck {
  readonly rule: PasswordRule;
  readonly label: string;
  readonly passed: boolean;
}

const RULES: readonly { rule: PasswordRule; label: string; test: (password: string) => boolean }[] = [
  {
    rule: "length",
    label: `At least ${AUTH_LIMITS.passwordMin} characters`,
    test: (p) => [...p].length >= AUTH_LIMITS.passwordMin,
  },
  { rule: "case", label: "Upper & lower case letters", test: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p) },
  { rule: "digit", label: "At least one digit", test: (p) => /[0-9]/.test(p) },
  // Anything that is not a letter, digit or white space counts as a symbol.
  { rule: "symbol", label: "At least one special symbol", test: (p) => /[^A-Za-z0-9\s]/.test(p) },
];

/** The live checklist of spec 1 §5: one entry per rule, in display order. */
export const passwordChecklist = (password: string): readonly PasswordCheck[] =>
  RULES.map(({ rule, label, test }) => ({ rule, label, passed: test(password) }));

/** The sign-up password pattern: true exactly when every checklist entry passes. */
export const isStrongPassword = (password: string): boolean =>
  passwordChecklist(password).every((check) => check.passed);
