import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { AppShell } from "../pages/AppShell";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/**
 * The production build (chunking, inlined common chunks, lazy demo routes) as `vite preview` serves it
 * in demo mode, as every demo run now uses it: the first sign-in loads no chunk that fails or logs an error.
 */
test("the production build signs the seeded student in and opens the widget", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });

  const login = new LoginPage(page);
  await login.goto();
  await expectNoSeriousA11yIssues(page);

  await login.logIn("demo@lectern.app", "Lectern#2026");
  await page.waitForURL("**/records");
  await new AppShell(page).expectSignedIn();

  // The widget's code, the signed-in services and the demo's recording routes all load lazily.
  await new RecorderWidgetPage(page).goto();
  expect(problems).toEqual([]);
});
