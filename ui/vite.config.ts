import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  // A second dev server (the e2e api-mode app) keeps its optimised dependencies apart from the first.
  ...(process.env.LECTERN_VITE_CACHE ? { cacheDir: process.env.LECTERN_VITE_CACHE } : {}),
  plugins: [react()],
  server: { host: "127.0.0.1", port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // `npm run bench:bundle -- --attribute` builds with maps to say which package the bytes come from;
    // "hidden" keeps the served files byte-identical to a normal build (no sourceMappingURL comment).
    sourcemap: process.env.LECTERN_SOURCEMAP === "1" ? "hidden" : false,
  },
});
