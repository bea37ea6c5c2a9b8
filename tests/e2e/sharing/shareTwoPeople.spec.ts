import type { Browser, BrowserContext, Page } from "@playwright/test";
import { RECOVERY } from "../../playwright.config";
import { newAccount, type TestAccount } from "../pages/accounts";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { SharedRecordPage } from "../pages/SharedRecordPage";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signUpOnServer } from "../support/signUpOnServer";

/**
 * Issue 13 "Proof required", across browsers: the in-tab demo keeps one backend per browser, so two
 * people need the Node demo server (api mode, the "node-server" project). The owner shares a lecture
 * by link; a signed-out visitor reads it; a second account finds it under "Shared with me"; made an
 * editor, they write a note; once unshared the link is gone.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const SERVER = `http://127.0.0.1:${RECOVERY.serverPort}`;
/** Every new account's seeded screen + microphone lecture (adapters/src/demo/seed/lectures). */
const LECTURE = "Microeconomics: supply and demand (demo)";

const signedIn = async (browser: Browser, account: TestAccount): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: APP });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(account.email, account.password);
  await page.waitForURL("**/records");
  return { context, page };
};

test("a lecture shared by link is read by a visitor, bookmarked by a classmate, edited once they are an editor, and gone when unshared", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = newAccount({ firstName: "Grace", lastName: "Hopper" });
  const classmate = newAccount({ firstName: "Alan", lastName: "Turing" });
  await Promise.all([signUpOnServer(SERVER, owner), signUpOnServer(SERVER, classmate)]);
  const contexts: BrowserContext[] = [];
  try {
    // The owner opens their seeded lecture and shares it by link: read-only, no downloads (the defaults).
    const own = await signedIn(browser, owner);
    contexts.push(own.context);
    await own.page.locator("a.record-row", { hasText: LECTURE }).click();
    await expect(own.page.getByRole("heading", { level: 1 })).toContainText(LECTURE, { timeout: 30_000 });
    await own.page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = own.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yIssues(own.page);
    await dialog.getByRole("switch", { name: "Anyone with the link can view" }).click();
    const linkField = dialog.getByRole("textbox", { name: /link/i });
    // The link names the share's token (128 bits), not the lecture's id (issue 20).
    await expect(linkField).toHaveValue(/\/shared-records\/[0-9a-f]{32}$/);
    const link = new URL(await linkField.inputValue()).pathname;
    await expect(dialog.getByRole("switch", { name: "Read-only" })).toBeChecked();
    await expect(dialog.getByRole("switch", { name: "Allow downloads" })).not.toBeChecked();
    await screenshot(own.page, "share-dialog-link-on");
    await own.page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A signed-out visitor: the banner, the player and the transcript; nothing to edit, nothing to download.
    const visitorContext = await browser.newContext({ baseURL: APP });
    contexts.push(visitorContext);
    const visitor = new SharedRecordPage(await visitorContext.newPage());
    await visitor.goto(link);
    await visitor.expectLoaded(LECTURE);
    await expect(visitor.banner).toContainText("Create your own AI study materials");
    await expect(visitor.banner.getByRole("button", { name: "Sign up" })).toBeVisible();
    await visitor.expectReadOnly();
    await visitor.expectPlays();
    await visitor.expectTranscript();
    // The server refuses the download too, not only the page.
    const sessionId = link.split("/").pop() ?? "";
    const zip = await fetch(`${SERVER}/api/sessions/${sessionId}/zip`, {
      headers: { accept: "application/vnd.api+json", "X-SHARED-ID": sessionId },
    });
    expect(zip.status).toBe(403);
    await expectNoSeriousA11yIssues(visitor.page);
    await screenshot(visitor.page, "shared-record-signed-out");

    // The classmate opens the link signed in: it is bookmarked, and listed under "Shared with me".
    const mate = await signedIn(browser, classmate);
    contexts.push(mate.context);
    const mateView = new SharedRecordPage(mate.page);
    await mateView.goto(link);
    await mateView.expectLoaded(LECTURE);
    await expect(mateView.banner).toHaveCount(0);
    await expect(mate.page.getByText(`Shared by ${owner.firstName} ${owner.lastName}`)).toBeVisible();
    await mateView.expectReadOnly();
    await expectNoSeriousA11yIssues(mate.page);
    await screenshot(mate.page, "shared-record-signed-in");
    await mate.page.goto("/records?view=shared");
    const sharedRow = mate.page.locator("a.record-row", { hasText: LECTURE });
    await expect(sharedRow).toBeVisible({ timeout: 30_000 });
    await expect(sharedRow).toContainText(`Shared by ${owner.firstName} ${owner.lastName}`);
    await screenshot(mate.page, "records-shared-with-me");

    // The owner adds the classmate with read-only off: the classmate can now write notes.
    await own.page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(dialog.getByRole("switch", { name: "Anyone with the link can view" })).toBeChecked();
    await dialog.getByRole("textbox", { name: /e-?mail/i }).fill(classmate.email);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    const person = dialog.getByRole("listitem").filter({ hasText: classmate.email });
    await person.getByRole("switch", { name: /Read-only/ }).click();
    await expect(person.getByRole("switch", { name: /Read-only/ })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
    await own.page.keyboard.press("Escape");

    await sharedRow.click();
    await mateView.expectLoaded(LECTURE);
    await mateView.tab("Notes").click();
    const note = "Ask about price elasticity in the seminar";
    const field = mate.page.getByRole("textbox", { name: "Add a note" });
    await field.fill(note);
    await field.press("Tab");
    await expect(mate.page.getByRole("list", { name: "Notes" }).getByText(note)).toBeVisible();
    await screenshot(mate.page, "shared-record-editor-note");

    // The owner stops sharing: the link now shows the 404 state.
    await own.page.getByRole("button", { name: "Share", exact: true }).click();
    await dialog.getByRole("button", { name: "Stop sharing" }).click();
    const confirm = own.page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: /Stop sharing/ }).click();
    await expect(dialog.getByRole("switch", { name: "Anyone with the link can view" })).not.toBeChecked();
    await visitor.page.reload();
    await expect(visitor.page.getByRole("heading", { name: "Requested link is not found", level: 2 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(visitor.page.getByText("Error 404")).toBeVisible();
    await expectNoSeriousA11yIssues(visitor.page);
    await screenshot(visitor.page, "shared-record-404");
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
