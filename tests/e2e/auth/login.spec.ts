import { AppShell } from "../pages/AppShell";
import { LoginPage } from "../pages/LoginPage";
import { RegistrationPage } from "../pages/RegistrationPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** The demo backend's answer to a wrong password (a server message, shown as given). */
const BAD_CREDENTIALS = "These credentials do not match our records.";

test.describe("login", () => {
  test("the page offers both methods, the reset link and sign-up", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(page).toHaveTitle("Login - Lectern");
    await expect(page.getByRole("link", { name: "Log in with email" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Log in with SSO" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Don't have an account? Sign Up" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "login");

    await login.submit.click();
    await expect(page.getByText("This field is required")).toHaveCount(2);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "login-errors");

    await page.getByRole("link", { name: "Log in with SSO" }).click();
    await page.waitForURL("**/auth/company-login");
  });

  test("logs out, refuses a wrong password with the server's message, then logs in", async ({ page }) => {
    const account = await new RegistrationPage(page).signUp();
    await page.waitForURL("**/billing/product");
    await new AppShell(page).logOut();

    const login = new LoginPage(page);
    await login.expectOpen();
    await login.logIn(account.email, "Wrong#Password1");
    await expect(login.error).toHaveText(BAD_CREDENTIALS);
    await expect(login.email).toBeEnabled();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "login-server-error");

    await login.password.fill(account.password);
    await login.submit.click();
    await page.waitForURL("**/records");
    await new AppShell(page).expectSignedIn();
    await expectNoSeriousA11yIssues(page);
  });

  test("a signed-out visit to a protected page returns there after login", async ({ page }) => {
    const account = await new RegistrationPage(page).signUp();
    await page.waitForURL("**/billing/product");
    await new AppShell(page).logOut();

    await page.goto("/profile/personal");
    await page.waitForURL("**/auth/login");
    await new LoginPage(page).logIn(account.email, account.password);
    await page.waitForURL("**/profile/personal");

    await new AppShell(page).logOut();
    await page.goto("/records");
    await page.waitForURL("**/auth/login");
    await new LoginPage(page).logIn(account.email, account.password);
    await page.waitForURL("**/records");
  });

  test("a signed-in visitor is sent on from the login page", async ({ page }) => {
    await new RegistrationPage(page).signUp();
    await page.waitForURL("**/billing/product");
    await page.goto("/auth/login");
    await page.waitForURL("**/records");
  });

  test("works with the keyboard alone", async ({ page }) => {
    const account = await new RegistrationPage(page).signUp();
    await page.waitForURL("**/billing/product");
    await new AppShell(page).logOut();

    const login = new LoginPage(page);
    await login.expectOpen();
    // Tab from the top of the page to the e-mail field, as a keyboard user would.
    for (let presses = 0; presses < 10; presses += 1) {
      if (await login.email.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(login.email).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expect(login.password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press("Enter");
    // Where login leads is another test's subject; here it is enough that the keyboard got in.
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await new AppShell(page).expectSignedIn();
  });

  test("the demo keeps accounts and the session across a reload", async ({ page }) => {
    const account = await new RegistrationPage(page).signUp();
    await page.waitForURL("**/billing/product");

    // The demo backend lives in IndexedDB and the token in localStorage: a reload loses neither.
    await page.reload();
    await new AppShell(page).expectSignedIn();
    await new AppShell(page).logOut();
    await page.reload();

    await new LoginPage(page).logIn(account.email, account.password);
    await page.waitForURL("**/records");
    await new AppShell(page).expectSignedIn();
  });
});
