import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 5174);

/** The Node demo server with its test controls, and the app in api mode against it (tests/e2e/recovery). */
export const RECOVERY = {
  serverPort: Number(process.env.E2E_DEMO_SERVER_PORT ?? 8797),
  appPort: Number(process.env.E2E_API_APP_PORT ?? 5175),
} as const;

/**
 * soketi, the Pusher-protocol server the Node demo server publishes to and the api-mode app listens
 * on (tests/e2e/records/liveList: a second browser sees a new lecture appear). Its usage listener
 * gets a port of its own so engineers running the suite side by side do not meet on soketi's 9601.
 */
export const SOKETI = {
  port: Number(process.env.E2E_SOKETI_PORT ?? 6001),
  usagePort: Number(process.env.E2E_SOKETI_PORT ?? 6001) + 3000,
} as const;

/**
 * The apps under test are production builds served by `vite preview` (issue 21: a dev server compiling
 * on demand and React's development build made a 2-core CI machine crawl). Each is built by its web
 * server into a folder of its own, so it never clobbers ui/dist while `npm run bench:bundle` measures that.
 */
const builtApp = (name: string, appPort: number): string => {
  const outDir = join(tmpdir(), `lectern-e2e-${name}-${appPort}`);
  return [
    `node node_modules/vite/bin/vite.js build --config ui/vite.config.ts --outDir ${outDir} --emptyOutDir --logLevel warn`,
    `node node_modules/vite/bin/vite.js preview --config ui/vite.config.ts --outDir ${outDir} --port ${appPort} --strictPort --host 127.0.0.1`,
  ].join(" && ");
};

/** Debian's Chromium where it exists (CI, these machines); Playwright's own browser elsewhere. */
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--use-fake-ui-for-media-stream",
  "--use-fake-device-for-media-stream",
];

export default defineConfig({
  testDir: "e2e",
  outputDir: "../test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A ceiling, not a wait: on a busy 2-core CI machine a flow with a recording, a stop sequence (5 s by the
  // spec) and several axe passes can pass 45 s while every step is still progressing.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  /*
   * The recovery runs reset the Node demo server to its seed between tests, which signs out anyone
   * else using it: the runs of the api-mode app (streaming captions, the desktop screen picker) wait
   * for them.
   */
  projects: [
    {
      name: "demo",
      testIgnore: [
        /recovery\//,
        /e2e\/server\//,
        /(streamingCaptions|screenPicker|liveList|rangeSeek|tutorServer|shareTwoPeople|sharedPayloads|sharedSlides)\.spec\.ts/,
      ],
    },
    { name: "recovery", testMatch: /recovery\/.*\.spec\.ts/ },
    {
      name: "node-server",
      testMatch:
        /(streamingCaptions|screenPicker|liveList|rangeSeek|tutorServer|shareTwoPeople|sharedPayloads|sharedSlides)\.spec\.ts/,
      dependencies: ["recovery"],
    },
    /*
     * `npm run server` (tests/e2e/server): each run starts the command, or its backend alone, on free
     * ports of its own with a data folder of its own, so it needs none of the servers below and
     * meets none of the others' (tests/playwright.server.config.ts runs it alone).
     */
    { name: "server", testMatch: /e2e\/server\/.*\.spec\.ts/ },
  ],
  webServer: [
    {
      command: "node node_modules/@soketi/soketi/bin/server.js start",
      cwd: root,
      env: {
        SOKETI_HOST: "127.0.0.1",
        SOKETI_PORT: String(SOKETI.port),
        SOKETI_METRICS_ENABLED: "0",
        SOKETI_METRICS_HOST: "127.0.0.1",
        SOKETI_METRICS_SERVER_PORT: String(SOKETI.usagePort),
        SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: "true",
      },
      port: SOKETI.port,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: builtApp("demo", port),
      cwd: root,
      // The demo mode whatever the shell running the tests has set, with the in-tab backend's test controls.
      env: { VITE_LECTERN_MODE: "demo", VITE_LECTERN_TEST_CONTROLS: "1" },
      url: `http://127.0.0.1:${port}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: "node --import tsx adapters/src/demo/server/main.ts",
      cwd: root,
      // The test mode, explicitly (issue 19): test controls and the demo's doors, on loopback only.
      env: { PORT: String(RECOVERY.serverPort), LECTERN_DEMO_FAULTS: "1", PUSHER_PORT: String(SOKETI.port) },
      port: RECOVERY.serverPort,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: builtApp("api", RECOVERY.appPort),
      cwd: root,
      env: {
        VITE_LECTERN_MODE: "api",
        VITE_API_URL: `http://127.0.0.1:${RECOVERY.serverPort}/api/`,
        // The connectivity probe must reach something on this machine for "back online" to be seen.
        VITE_PROBE_URL: `http://127.0.0.1:${RECOVERY.appPort}/favicon.svg`,
        VITE_PUSHER_KEY: "app-key",
        VITE_PUSHER_HOST: "127.0.0.1",
        VITE_PUSHER_PORT: String(SOKETI.port),
        VITE_SPEECH_URL: `ws://127.0.0.1:${RECOVERY.serverPort}/api/demo/speech/listen`,
        // Where the desktop app opens the user's recordings: this same app.
        VITE_WEB_URL: `http://127.0.0.1:${RECOVERY.appPort}/`,
      },
      url: `http://127.0.0.1:${RECOVERY.appPort}/auth/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
