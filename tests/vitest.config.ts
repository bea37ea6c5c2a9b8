import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: ["tests/e2e/**", "**/node_modules/**"],
    environment: "node",
    setupFiles: ["tests/support/asyncUtilTimeout.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
