import { defineConfig } from "@playwright/test";
import suite from "./playwright.config";

/**
 * The `npm run server` runs alone (`npx playwright test --config tests/playwright.server.config.ts`):
 * they start their own servers, so none of the suite's web servers are started for them.
 */
export default defineConfig({
  ...suite,
  projects: (suite.projects ?? []).filter((project) => project.name === "server"),
  webServer: [],
});
