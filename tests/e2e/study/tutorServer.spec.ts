import { RECOVERY } from "../../playwright.config";
import { newAccount } from "../pages/accounts";
import { LoginPage } from "../pages/LoginPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signUpOnServer } from "../support/signUpOnServer";

/**
 * The tutor over real HTTP (issue 12 "Proof required"): the app in api mode against the Node demo
 * server, whose answer is a `text/event-stream` read by AxiosHttp's fetch stream. Runs in the
 * "node-server" project, after the recovery runs that reset that server.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const SERVER = `http://127.0.0.1:${RECOVERY.serverPort}`;
/** A seeded demo lecture every new account gets. */
const LECTURE = "Cell biology: the membrane (demo)";

test("api mode: a question to the tutor streams its answer over HTTP as text/event-stream, and its citation plays the moment", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const account = newAccount();
  await signUpOnServer(SERVER, account);
  const context = await browser.newContext({ baseURL: APP });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(account.email, account.password);
    await page.waitForURL("**/records", { timeout: 60_000 });
    await page.getByRole("link", { name: LECTURE }).first().click();
    await expect(page).toHaveURL(/\/records\/[^/?]+$/, { timeout: 30_000 });
    await page.goto(`${new URL(page.url()).pathname}?tab=tutor`);

    const tutor = page.getByRole("region", { name: "Tutor", exact: true });
    const field = tutor.getByRole("textbox", { name: "Ask about this lecture" });
    await expect(field).toBeEnabled({ timeout: 30_000 });

    const streamed = page.waitForResponse(
      (response) => response.request().method() === "POST" && /\/api\/sessions\/[^/]+\/tutor$/.test(response.url()),
    );
    const question = "What is the fluid mosaic model?";
    await field.fill(question);
    await field.press("Enter");
    const response = await streamed;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/event-stream/);

    // The first answer on the server builds the lecture's retrieval index (NLP model, BM25).
    const announcer = tutor.locator("output[aria-live='polite'][aria-atomic='true']");
    await expect(announcer).toHaveText(/^The tutor replied: /, { timeout: 60_000 });
    const answer = tutor.getByRole("listitem").nth(1);
    await expect(answer).toContainText("fluid mosaic model");
    const cite = answer.getByRole("button", { name: /^Play from \d\d:\d\d/ }).first();
    const label = ((await cite.textContent()) ?? "").replace(/[[\]]/g, "");
    const at = label.split(":").reduce((total, part) => total * 60 + Number(part), 0);
    await expectNoSeriousA11yIssues(page);
    await screenshot(page, "tutor-api-answered");

    await cite.click();
    const seek = page.getByRole("slider", { name: "Seek" });
    await expect.poll(async () => Number(await seek.inputValue())).toBeGreaterThanOrEqual(at);
    expect(Number(await seek.inputValue())).toBeLessThan(at + 15);

    // Stored on the server: a reload reads the same conversation back.
    await page.reload();
    await expect(tutor.getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
    await expect(tutor.getByRole("button", { name: `Play from ${label}` }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
