import { AppShell } from "../pages/AppShell";
import { CompanyLoginPage } from "../pages/CompanyLoginPage";
import { DEMO_SEED } from "../pages/accounts";
import { DemoSsoPage } from "../pages/DemoSsoPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

test.describe("company login", () => {
  test("e-mail → organisation → provider → demo provider → signed in", async ({ page }) => {
    const company = new CompanyLoginPage(page);
    await company.goto();
    await expect(page).toHaveTitle("Company Login - Lectern");
    await expect(page.getByRole("link", { name: "Log in with SSO" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "company-login");

    await company.lookUp(`grace@${DEMO_SEED.ssoEmailDomain}`);
    await expect(company.organisation(DEMO_SEED.ssoOrganisation)).toBeChecked();
    await expect(company.provider(DEMO_SEED.ssoProvider)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "company-login-organisations");

    await company.page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(company.email).toHaveValue(`grace@${DEMO_SEED.ssoEmailDomain}`);
    await company.next.click();

    await company.provider(DEMO_SEED.ssoProvider).click();
    const provider = new DemoSsoPage(page);
    await provider.expectOpen(DEMO_SEED.ssoOrganisation);
    await expect(provider.email).toHaveValue(`grace@${DEMO_SEED.ssoEmailDomain}`);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "demo-sso");

    await provider.continue.click();
    await page.waitForURL("**/records");
    await new AppShell(page).expectSignedIn();
  });

  test("an address without an organisation shows the answer's error text", async ({ page }) => {
    const company = new CompanyLoginPage(page);
    await company.goto();
    await company.lookUp("someone@example.org");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "We couldn't find an organisation for this email",
    );
    await expectNoSeriousA11yIssues(page);
  });
});
