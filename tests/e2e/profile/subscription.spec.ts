import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { screenshot } from "../pages/screenshot";
import { LoginPage } from "../pages/LoginPage";
import { DEMO_STUDENT, signInToRecords } from "../pages/signInToRecords";
import { SubscriptionPage, type TestCard } from "../pages/SubscriptionPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** Provider test mode: any valid number saves; the brand comes from the first digit (contract 14). */
const MASTERCARD: TestCard = { number: "5555 5555 5555 4444", expiry: "12/34", cvc: "123", postalCode: "SW1A 1AA" };
const VISA: TestCard = { number: "4242 4242 4242 4242", expiry: "11/33", cvc: "123", postalCode: "OX1 2JD" };
/** Saved, and pays the first time, but every renewal is declined (contract 14). */
const DECLINES_RENEWAL: TestCard = { number: "4000 0000 0000 0341", expiry: "10/35", cvc: "123", postalCode: "M1 1AE" };

interface HeldRouter {
  handle(request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: { kind: "json"; value: unknown };
  }): Promise<{ status: number; body: unknown }>;
}

/**
 * Buys a plan as the checkout page would (POST billing/subscriptions, charged now with the default
 * card), through this tab's demo backend with the signed-in user's token: the purchase itself is
 * the checkout's to prove; this spec starts from a paying customer.
 */
const buyMonthlyPlan = (page: Page) =>
  page.evaluate(async () => {
    const { router } = (globalThis as unknown as { lecternDemoControls: { router: HeldRouter } }).lecternDemoControls;
    const token = localStorage.getItem("token");
    const headers = {
      Accept: "application/vnd.api+json",
      "Content-Type": "application/vnd.api+json",
      Authorization: `Bearer ${token}`,
    };
    const cards = await router.handle({ method: "GET", url: "billing/payment-methods", headers });
    const card = (cards.body as { data: { id: string }[] }).data[0];
    const bought = await router.handle({
      method: "POST",
      url: "billing/subscriptions",
      headers,
      body: {
        kind: "json",
        value: {
          data: {
            type: "customers_subscriptions",
            attributes: { price_id: "price_notes_monthly", trial: false, payment_method_id: card?.id },
          },
        },
      },
    });
    return bought.status;
  });

test.describe("/profile/subscription — the self-serve billing portal", () => {
  test("cancel and resume, a second card made default, an invoice downloaded, an invalid key refused", async ({
    page,
  }, testInfo) => {
    await signInToRecords(page);
    const portal = new SubscriptionPage(page);
    await portal.goto();

    // No plan yet: the price list, and the licence-key card.
    await expect(portal.plan.getByRole("heading", { name: "You have no plan yet" })).toBeVisible();
    await expect(portal.plan.getByRole("link", { name: "Open price list" })).toHaveAttribute(
      "href",
      "/billing/product",
    );
    await expect(portal.cards.getByText("No cards saved")).toBeVisible();
    await expect(portal.invoices.getByText("No invoices yet")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-no-plan");

    // A first card through the provider's page; the return is announced and the address cleaned.
    await portal.addCard(MASTERCARD);
    await expect(portal.announcement("Card added.")).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/subscription$/);
    await expect(portal.card("Mastercard ending in 4444")).toContainText("Default");

    expect(await buyMonthlyPlan(page)).toBe(200);
    await portal.goto();
    await expect(portal.plan.getByText("Lectern Notes", { exact: true })).toBeVisible();
    await expect(portal.plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(portal.plan.getByText(/^Renews on /)).toBeVisible();
    await expect(portal.usage.getByRole("progressbar", { name: "Recording hours used" })).toBeVisible();
    await expect(portal.invoiceRows).toHaveCount(1);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-active");

    // Cancel at period end (confirmed), then resume.
    const confirm = await portal.cancelAtPeriodEnd();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-cancel-dialog");
    await confirm.getByRole("button", { name: "Cancel plan" }).click();
    await expect(confirm).toBeHidden();
    await expect(portal.plan.getByText(/^Cancels on /)).toBeVisible();
    await expect(portal.announcement(/^Your plan will end on /)).toBeVisible();
    await expect(portal.plan.getByRole("button", { name: "Cancel plan" })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-canceling");
    await portal.plan.getByRole("button", { name: "Resume plan" }).click();
    await expect(portal.plan.getByText(/^Renews on /)).toBeVisible();
    await expect(portal.announcement("Your plan will renew as usual.")).toBeVisible();
    await expect(portal.plan.getByRole("button", { name: "Cancel plan" })).toBeVisible();

    // Change plan: the dialog lists the other plans.
    await portal.plan.getByRole("button", { name: "Change plan" }).click();
    const change = page.getByRole("dialog", { name: "Change plan" });
    await expect(change.getByRole("radio").first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-change-plan");
    await change.getByRole("button", { name: "Cancel" }).click();
    await expect(change).toBeHidden();

    // A second card, then made the default.
    await portal.addCard(VISA);
    await expect(portal.announcement("Card added.")).toBeVisible();
    await expect(portal.card("Visa ending in 4242")).toBeVisible();
    await expect(portal.card("Visa ending in 4242")).not.toContainText("Default");
    await portal.card("Visa ending in 4242").getByRole("button", { name: "Make default: Visa ending in 4242" }).click();
    await expect(portal.card("Visa ending in 4242")).toContainText("Default");
    await expect(portal.card("Mastercard ending in 4444")).not.toContainText("Default");
    await expect(portal.announcement("Visa ending in 4242 is now your default card.")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-two-cards");

    // The remove confirmation, dismissed.
    await portal
      .card("Mastercard ending in 4444")
      .getByRole("button", { name: "Remove Mastercard ending in 4444" })
      .click();
    const remove = page.getByRole("alertdialog", { name: "Remove Mastercard ending in 4444?" });
    await expect(remove).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await remove.getByRole("button", { name: "Keep card" }).click();
    await expect(remove).toBeHidden();

    // The invoice's document, fetched through the API and saved under the server's name.
    const row = portal.invoiceRows.first();
    const number = (await row.locator("th").textContent())?.trim() ?? "";
    const total = (await row.locator(".subscription-invoices__number-cell").textContent())?.trim() ?? "";
    expect(number).toMatch(/^LECT-\d{4,}$/);
    await expect(row).toContainText("Paid on ");
    const download = await portal.download(number);
    expect(download.suggestedFilename()).toBe(`Lectern-invoice-${number}.html`);
    const saved = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(saved);
    const text = await readFile(saved, "utf8");
    expect(text).toContain(number);
    expect(text).toContain(total);
    expect(total).toBe("£7.99");
    await expect(page.locator('a[href^="demo/"], a[href*="/invoices/"]')).toHaveCount(0);

    // An invalid licence key: the spec's dialog.
    await portal.redeemLicenceKey("NOT-A-REAL-KEY");
    const refused = page.getByRole("alertdialog", { name: "Invalid Licence Key" });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(
      "We were unable to redeem the code you entered. Please try again, or contact the licence supplier if the issue persists",
    );
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-invalid-licence");
    await refused.getByRole("button", { name: "Ok" }).click();
    await expect(refused).toBeHidden();
  });

  test("a redeemed licence key makes the plan, and the page works by keyboard alone", async ({ page }) => {
    await signInToRecords(page);
    const portal = new SubscriptionPage(page);
    await portal.goto();
    await portal.licenceKey.focus();
    await page.keyboard.type("LECTERN-DSA-2026");
    await page.keyboard.press("Enter");
    await expect(portal.announcement("Your licence key has been redeemed.")).toBeVisible();
    await expect(portal.plan.getByText("Active", { exact: true })).toBeVisible();
    await expect(portal.plan.getByText("Free", { exact: true })).toBeVisible();
    // Keyboard: Tab reaches 'Cancel plan', Enter opens the confirmation, Escape keeps the plan.
    const cancel = portal.plan.getByRole("button", { name: "Cancel plan" });
    await cancel.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "Cancel your plan?" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-licence-plan");
  });

  test("a declined renewal shows the payment-issue banner, and a new card is added from it", async ({ page }) => {
    await signInToRecords(page);
    const portal = new SubscriptionPage(page);
    await portal.goto();
    await portal.addCard(DECLINES_RENEWAL);
    expect(await buyMonthlyPlan(page)).toBe(200);
    // The in-tab demo's clock is the page's Date: a month on (timers keep running as they are).
    await page.clock.setFixedTime(Date.now() + 32 * 24 * 3_600_000);
    // A month later the demo's session has expired: sign in again, then open the portal.
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(DEMO_STUDENT.email, DEMO_STUDENT.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 60_000 });
    await portal.goto();

    await expect(portal.plan.getByText("Past due", { exact: true })).toBeVisible();
    const banner = page.getByRole("alert").filter({ hasText: "Your last payment failed" });
    await expect(banner).toBeVisible();
    await expect(portal.invoiceRows.filter({ hasText: "Open" })).toHaveCount(1);
    await expect(portal.invoiceRows.filter({ hasText: "Open" })).not.toContainText("Paid on");
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "subscription-past-due");

    await banner.getByRole("button", { name: "Update card" }).click();
    await page.waitForURL(/\/demo-card\//);
    await page.getByLabel("Card number").fill(VISA.number);
    await page.getByLabel("Expiry (MM / YY)").fill(VISA.expiry);
    await page.getByLabel("CVC").fill(VISA.cvc);
    await page.getByLabel("Postal code").fill(VISA.postalCode);
    await page.getByRole("button", { name: "Save card" }).click();
    await page.waitForURL((url) => url.pathname === "/profile/subscription");
    await expect(portal.announcement("Card added.")).toBeVisible();
    await expect(portal.card("Visa ending in 4242")).toBeVisible();
  });
});
