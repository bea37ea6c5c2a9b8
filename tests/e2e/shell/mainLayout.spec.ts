import { AppShell } from "../pages/AppShell";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

test.describe("main layout (spec 3 §2)", () => {
  test("the top bar marks the current page and offers Record; /error without parameters reads sensibly", async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn("demo@lectern.app", "Lectern#2026");
    await page.waitForURL("**/records");
    const shell = new AppShell(page);
    await expect(shell.navLink("Recordings")).toHaveAttribute("aria-current", "page");

    await shell.navLink("Download App").click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(shell.navLink("Download App")).toHaveAttribute("aria-current", "page");
    await expect(shell.navLink("Recordings")).not.toHaveAttribute("aria-current");

    await page.goto("/error");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page).toHaveTitle("Something went wrong - Lectern");
    await expect(page.getByText("Error Error")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "error-default");

    await shell.navLink("Record").click();
    await expect(page).toHaveURL(/\/session\/widget$/);
    await expect(page.getByRole("radiogroup", { name: "What do you want to record?" })).toBeVisible();
  });
});
