import type { Page } from "@playwright/test";
import { LoginPage } from "./LoginPage";

/** The seeded demo student of the demo backend (every account also gets the two demo lectures). */
export const DEMO_STUDENT = { email: "demo@lectern.app", password: "Lectern#2026" } as const;

/** Signs the seeded demo student in and waits for /records (a first sign-in compiles the app: a bound, not a wait). */
export const signInToRecords = async (page: Page): Promise<void> => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_STUDENT.email, DEMO_STUDENT.password);
  await page.waitForURL("**/records", { timeout: 60_000 });
};
