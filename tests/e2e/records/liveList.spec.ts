import { RECOVERY } from "../../playwright.config";
import { newAccount } from "../pages/accounts";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { RecordsListPage } from "../pages/RecordsListPage";
import { screenshot } from "../pages/screenshot";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signUpOnServer } from "../support/signUpOnServer";

/**
 * The list's live updates through a real Pusher-protocol server (issue 11 "Proof required"): the
 * app in api mode against the Node demo server, which publishes to soketi. Runs in the
 * "node-server" project, after the recovery runs that reset that server.
 */
const APP = `http://127.0.0.1:${RECOVERY.appPort}`;
const SERVER = `http://127.0.0.1:${RECOVERY.serverPort}`;
/** Audio slices saved before stopping: a short recording is enough to be listed. */
const PARTS = 6;

declare global {
  // Set by the watching page: a progress bar was seen in the list, and the page never reloaded.
  var recordsListSawProgress: boolean | undefined;
  var recordsListLoadedOnce: boolean | undefined;
}

test("a second browser of the same user sees a new lecture appear in /records with its processing, without a reload", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const account = newAccount();
  await signUpOnServer(SERVER, account);

  const watcherContext = await browser.newContext({ baseURL: APP });
  const recorderContext = await browser.newContext({ baseURL: APP });
  try {
    const watching = await watcherContext.newPage();
    // What soketi delivers to the watching browser: the list channel's events, in order.
    const listEvents: string[] = [];
    watching.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        const message = JSON.parse(String(payload)) as { event?: string; channel?: string };
        if (message.channel?.endsWith(".sessions") && message.event) listEvents.push(message.event);
      }),
    );
    const login = new LoginPage(watching);
    await login.goto();
    await login.logIn(account.email, account.password);
    await watching.waitForURL((url) => !url.pathname.startsWith("/auth"));
    const records = new RecordsListPage(watching);
    await records.goto();
    await expect(records.count).toHaveText(/^\d+ recordings?$/);
    const before = Number((await records.count.textContent())?.split(" ")[0]);
    // Marks this document to prove no reload, and notes any progress bar that ever shows in the list
    // (how long processing shows depends on the machine: a short recording can be converted at once).
    await watching.evaluate(() => {
      globalThis.recordsListLoadedOnce = true;
      const list = document.querySelector(".records-page") ?? document.body;
      new MutationObserver(() => {
        if (list.querySelector('.records-list [role="progressbar"]')) globalThis.recordsListSawProgress = true;
      }).observe(list, { subtree: true, childList: true, attributes: true });
    });

    const recording = await recorderContext.newPage();
    const widget = await RecorderWidgetPage.openSignedIn(recording, account.email, account.password);
    await widget.record(PARTS);
    await widget.confirmStop();

    await expect(records.count).toHaveText(`${before + 1} recordings`, { timeout: 60_000 });
    // The merge's `wrapped`, then the processing pipeline's `changed` at each step, reached this browser
    // through soketi; the list re-read the lecture each time.
    await expect
      .poll(() => listEvents.slice(listEvents.indexOf("wrapped") + 1).filter((event) => event === "changed").length, {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    expect(listEvents.indexOf("wrapped")).toBeGreaterThan(listEvents.indexOf("created"));
    // Converted in the end: the new lecture's progress bar goes away, still without a reload.
    await expect(records.list.getByRole("progressbar")).toHaveCount(0, { timeout: 60_000 });
    expect(await watching.evaluate(() => globalThis.recordsListLoadedOnce)).toBe(true);
    console.log(
      `list events seen: ${listEvents.join(", ")}; a progress bar ${(await watching.evaluate(() => globalThis.recordsListSawProgress)) ? "was" : "was not"} shown`,
    );
    await expectNoSeriousA11yIssues(watching);
    await screenshot(watching, "records-live");
  } finally {
    await watcherContext.close();
    await recorderContext.close();
  }
});
