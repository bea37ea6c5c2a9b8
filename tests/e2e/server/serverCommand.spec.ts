import { networkInterfaces } from "node:os";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type TestAccount, newAccount } from "../pages/accounts";
import { LoginPage } from "../pages/LoginPage";
import { RecorderWidgetPage } from "../pages/RecorderWidgetPage";
import { SharedRecordPage } from "../pages/SharedRecordPage";
import { DemoServerControls } from "../recovery/DemoServerControls";
import { RecoveryBrowser } from "../recovery/RecoveryBrowser";
import { recordingBytes, seedRecording } from "../recovery/seedRecording";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { signUpOnServer } from "../support/signUpOnServer";
import { ServerUnderTest } from "./ServerUnderTest";
import { shareByLink } from "./shareByLink";
import { userIdOnServer } from "./userIdOnServer";

/**
 * Issue 20 item 4, "A server people can run": `npm run server` (scripts/server/run.mjs) serves the
 * app and the API from one origin on every address of the machine, so a second machine opens a
 * shared link and plays it; and the backend, killed mid-upload and started again on its data
 * folder, completes the lecture byte for byte with its accounts and shares intact.
 */

/** Every new account's seeded screen + microphone lecture (adapters/src/demo/seed/lectures). */
const LECTURE = "Microeconomics: supply and demand (demo)";

/**
 * This machine as another one on the network reaches it: its first non-loopback IPv4 address (the
 * server binds 0.0.0.0). A machine with none has only loopback, and the runs use that.
 */
const networkAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address ?? "127.0.0.1";

// One app build for the file, for its ports; the runs use those ports one after the other.
test.describe.configure({ mode: "default" });

let server: ServerUnderTest;

test.beforeAll(async () => {
  // A production build of the app (the launcher's own step): a bound for a busy machine.
  test.setTimeout(240_000);
  server = await ServerUnderTest.prepare();
});

test.afterAll(() => server?.cleanUp({ app: true }));

/** A browser context of its own (its own storage) at `origin`, signed in as `account` when given. */
const contextAt = async (
  browser: Browser,
  origin: string,
  account?: TestAccount,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  if (account) {
    const login = new LoginPage(page);
    await login.goto();
    await expectNoSeriousA11yIssues(page);
    await login.logIn(account.email, account.password);
    await page.waitForURL("**/records");
    await expect(page.locator("a.record-row", { hasText: LECTURE })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);
  }
  return { context, page };
};

/** Whether the page's Pusher client has been subscribed to a channel over a socket whose address matches `url`. */
const subscriptionOver = (page: Page, url: RegExp): (() => boolean) => {
  let subscribed = false;
  page.on("websocket", (socket) => {
    if (!url.test(socket.url())) return;
    socket.on("framereceived", (frame) => {
      if (String(frame.payload).includes("pusher_internal:subscription_succeeded")) subscribed = true;
    });
  });
  return () => subscribed;
};

test("npm run server: a link shared on this machine opens and plays on another, signed out and signed in", async ({
  browser,
}) => {
  // Ceilings for a busy 2-core machine (the runs take 1–2 minutes on a quiet one), not waits.
  test.setTimeout(300_000);
  const command = server.command(server.newDataDir());
  const contexts: BrowserContext[] = [];
  let exit: Awaited<ReturnType<typeof command.stop>>;
  try {
    await command.waitFor(/Lectern is ready at \S+/);
    expect(command.output).toContain(`Lectern is ready at ${server.url}/`);
    if (networkAddress !== "127.0.0.1") {
      expect(command.output).toContain(`http://${networkAddress}:${server.port}/`);
    }
    const elsewhere = `http://${networkAddress}:${server.port}`;

    const owner = newAccount({ firstName: "Grace", lastName: "Hopper" });
    const classmate = newAccount({ firstName: "Alan", lastName: "Turing" });
    await Promise.all([signUpOnServer(server.url, owner), signUpOnServer(server.url, classmate)]);

    // The owner, on this machine, shares the seeded lecture by link.
    const own = await contextAt(browser, server.url, owner);
    contexts.push(own.context);
    const link = await shareByLink(own.page, LECTURE);

    // A signed-out visitor on another machine sees what a visitor sees, and plays it.
    const visitorSide = await contextAt(browser, elsewhere);
    contexts.push(visitorSide.context);
    const visitor = new SharedRecordPage(visitorSide.page);
    await visitor.goto(link);
    await visitor.expectLoaded(LECTURE);
    await expect(visitor.banner).toContainText("Create your own AI study materials");
    await visitor.expectReadOnly();
    await visitor.expectPlays();
    await visitor.expectTranscript();
    await expectNoSeriousA11yIssues(visitor.page);

    // Another account on that machine: signed in, subscribed to its channels on soketi at the
    // address it typed (the app's Pusher host is the page's), it opens and plays the same link.
    const mateContext = await browser.newContext({ baseURL: elsewhere });
    contexts.push(mateContext);
    const matePage = await mateContext.newPage();
    const subscribed = subscriptionOver(matePage, new RegExp(`^ws://${networkAddress}:${server.pusherPort}/`));
    const login = new LoginPage(matePage);
    await login.goto();
    await expectNoSeriousA11yIssues(matePage);
    await login.logIn(classmate.email, classmate.password);
    await matePage.waitForURL("**/records");
    await expect.poll(subscribed, { timeout: 30_000 }).toBe(true);
    const mate = new SharedRecordPage(matePage);
    await mate.goto(link);
    await mate.expectLoaded(LECTURE);
    await expect(mate.banner).toHaveCount(0);
    await expect(matePage.getByText(`Shared by ${owner.firstName} ${owner.lastName}`)).toBeVisible();
    await mate.expectReadOnly();
    await mate.expectPlays();
    await expectNoSeriousA11yIssues(matePage);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    // Ctrl-C: the command stops its children before it ends.
    exit = await command.stop("SIGINT");
  }
  expect(exit.code, command.output).toBe(0);
  expect(await server.listening(server.port)).toBe(false);
  expect(await server.listening(server.pusherPort)).toBe(false);
});

test("the backend killed (kill -9) during an upload: started again on its data, the lecture completes byte-equal, accounts and shares intact", async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const dataDir = server.newDataDir();
  const soketi = server.soketi();
  let backend = server.backend(dataDir);
  const recovery = new RecoveryBrowser(server.url, info.project.use.launchOptions?.executablePath);
  const controls = new DemoServerControls(server.url);
  const contexts: BrowserContext[] = [];
  try {
    await soketi.waitFor(/Server is up and running/);
    await server.expectUp(backend);
    const owner = newAccount({ firstName: "Rosalind", lastName: "Franklin" });
    const classmate = newAccount({ firstName: "Francis", lastName: "Crick" });
    await Promise.all([signUpOnServer(server.url, owner), signUpOnServer(server.url, classmate)]);
    const recording = {
      id: `local-e2e-kill-${Date.now()}`,
      name: "Thermodynamics lecture",
      chunks: recordingBytes(12, 48 * 1024, 9),
      ownerId: await userIdOnServer(server.url, owner),
    };

    // The owner shares the seeded lecture, then leaves a finished recording to the upload queue.
    const page = await recovery.launch();
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(owner.email, owner.password);
    await page.waitForURL("**/records");
    const link = await shareByLink(page, LECTURE);
    await seedRecording(page, recording);
    // The server holds the second upload request: the upload is half-way for as long as the run needs.
    await controls.arm({ method: "PUT", path: "streams/*/partial/upload", action: "hold", after: 1 });
    const widget = new RecorderWidgetPage(page);
    await page.goto("/session/widget");
    await expect(widget.entry(recording.name)).toBeVisible({ timeout: 30_000 });
    const streamId = await recovery.streamId();
    await expect.poll(() => controls.receivedCount(streamId), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => controls.holding(), { timeout: 30_000 }).toBe(1);
    expect(await controls.receivedCount(streamId)).toBeLessThan(recording.chunks.length);
    await expect(widget.entry(recording.name).getByText("Uploading")).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // kill -9: no shutdown, no flush. Started again on the same port and data folder.
    expect((await backend.stop("SIGKILL")).signal).toBe("SIGKILL");
    backend = server.backend(dataDir);
    await server.expectUp(backend);

    // The queue resumes where the server's data stopped: the server holds exactly the committed bytes.
    const committed = Buffer.concat(recording.chunks);
    await expect
      .poll(async () => (await controls.merged(streamId))?.length ?? 0, { timeout: 90_000 })
      .toBe(committed.length);
    const slices = await controls.slices(streamId);
    expect(slices.length).toBe(recording.chunks.length);
    expect(Buffer.concat(slices).equals(committed)).toBe(true);
    expect((await controls.merged(streamId))?.equals(committed)).toBe(true);
    await expect(widget.queue).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.goto("/records");
    await expect(page.locator("a.record-row", { hasText: recording.name })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yIssues(page);

    // The accounts and the share outlived the kill: the classmate signs in (fresh storage) and plays
    // the link; a visitor opens it signed out.
    const mate = await contextAt(browser, server.url, classmate);
    contexts.push(mate.context);
    const mateView = new SharedRecordPage(mate.page);
    await mateView.goto(link);
    await mateView.expectLoaded(LECTURE);
    await expect(mate.page.getByText(`Shared by ${owner.firstName} ${owner.lastName}`)).toBeVisible();
    await mateView.expectPlays();
    await expectNoSeriousA11yIssues(mate.page);
    const visitorSide = await contextAt(browser, server.url);
    contexts.push(visitorSide.context);
    const visitor = new SharedRecordPage(visitorSide.page);
    await visitor.goto(link);
    await visitor.expectLoaded(LECTURE);
    await expect(visitor.banner).toBeVisible();
    await expectNoSeriousA11yIssues(visitor.page);
  } finally {
    await controls.clearFaults().catch(() => undefined);
    await Promise.all(contexts.map((context) => context.close()));
    await recovery.close();
    await backend.stop();
    await soketi.stop();
  }
});
