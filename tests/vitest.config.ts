import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

const onPath = (command: string): boolean => {
  try {
    execSync(`command -v ${command}`, { stdio: "ignore", shell: "/bin/sh" });
    return true;
  } catch {
    return false;
  }
};

/**
 * The PostgreSQL contract test fails when no server answers (it never skips); it is left out only
 * where there is no PostgreSQL at all: not CI, no LECTERN_TEST_DATABASE_URL, none installed.
 */
const hasPostgres =
  Boolean(process.env["CI"] || process.env["LECTERN_TEST_DATABASE_URL"]) ||
  existsSync("/usr/lib/postgresql") ||
  ["pg_ctl", "pg_ctlcluster", "postgres"].some(onPath);

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: [
      "tests/e2e/**",
      "**/node_modules/**",
      ...(hasPostgres ? [] : ["tests/adapters/storage/postgresDemoPersistence.test.ts"]),
    ],
    environment: "node",
    setupFiles: ["tests/support/asyncUtilTimeout.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
