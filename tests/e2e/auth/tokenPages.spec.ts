import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** Spec 1 §8: each token page without its token explains itself, then returns to login. */
const MISSING_TOKEN = [
  { path: "/auth/authenticate", message: "Authentication provider error", shot: "authenticate-no-token" },
  { path: "/auth/token-temporary-login", message: "Token is not provided", shot: "token-temporary-no-token" },
  { path: "/auth/token-id-login", message: "Token id request is not provided", shot: "token-id-no-id" },
] as const;

test.describe("token pages", () => {
  for (const { path, message, shot } of MISSING_TOKEN) {
    test(`${path} without a token says '${message}'`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("alertdialog", { name: "Something went wrong" });
      await expect(dialog).toContainText(message);
      await expectNoSeriousA11yIssues(page);
      await screenshot(page, shot);
      await dialog.getByRole("button", { name: "Ok" }).click();
      await page.waitForURL("**/auth/login");
    });
  }

  test("the error dialog is a native modal: Ok focused, page behind inert, backdrop ignored, Escape closes it", async ({
    page,
  }) => {
    await page.goto("/auth/token-temporary-login");
    const dialog = page.getByRole("alertdialog", { name: "Something went wrong" });
    await expect(dialog.getByRole("button", { name: "Ok" })).toBeFocused();
    // showModal() makes everything outside the dialog inert: the skip link behind it cannot take focus.
    const skipLinkTookFocus = await page
      .getByRole("link", { name: "Skip to content" })
      .evaluate((link: HTMLElement) => {
        link.focus();
        return document.activeElement === link;
      });
    expect(skipLinkTookFocus).toBe(false);
    // An error must be acknowledged: a click on the backdrop does not dismiss it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await page.waitForURL("**/auth/login");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  // The demo backend's titles for a spent or unknown token: the page shows the server's title.
  const REFUSED = [
    { path: "/auth/token-temporary-login?token=not-a-token", title: "The token is invalid or has expired." },
    { path: "/auth/login/token/not-an-id", title: "This login link is invalid or has expired." },
  ] as const;

  for (const { path, title } of REFUSED) {
    test(`${path.split("?")[0]} shows the server's title when refused`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("alertdialog", { name: "Something went wrong" });
      await expect(dialog).toContainText(title);
      await dialog.getByRole("button", { name: "Ok" }).click();
      await page.waitForURL("**/auth/login");
    });
  }

  test("a redirectUrl a browser would read as another site (tabs, line breaks) lands on / with the token gone", async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn("demo@lectern.app", "Lectern#2026");
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    for (const redirect of ["/\t/evil.example/", "/\n/evil.example/", "/\\evil.example/"]) {
      await page.goto(`/auth/authenticate?${new URLSearchParams({ token: token!, redirectUrl: redirect })}`);
      await page.waitForURL((url) => url.pathname !== "/auth/authenticate");
      const landed = new URL(page.url());
      expect(landed.host).toBe(new URL(test.info().project.use.baseURL!).host);
      expect(landed.searchParams.has("token")).toBe(false);
      expect(landed.pathname).not.toContain("evil");
    }
  });

  test("the empty and unknown auth paths lead to login", async ({ page }) => {
    await page.goto("/auth");
    await page.waitForURL("**/auth/login");
    await page.goto("/auth/no-such-page");
    await page.waitForURL("**/auth/login");
  });
});
