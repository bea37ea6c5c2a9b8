// Bundles the desktop shell: dist/main/main.js (ESM, Electron's main process), dist/preload/preload.cjs
// (CommonJS, because sandboxed preloads cannot be ES modules) and dist/renderer (a copy of ui/dist).
// Run after `npm run build`; then `electron desktop/dist/main/main.js`.
import { cpSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "desktop", "dist");
const UI_DIST = join(ROOT, "ui", "dist");

/** One Node-targeted bundle with electron left to the runtime. */
const bundle = (entry, outDir, format, fileName) =>
  build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    build: {
      ssr: join(ROOT, entry),
      outDir: join(DIST, outDir),
      emptyOutDir: true,
      target: "node22",
      minify: false,
      rollupOptions: { external: ["electron"], output: { format, entryFileNames: fileName } },
    },
  });

rmSync(DIST, { recursive: true, force: true });
await bundle("desktop/src/main/main.ts", "main", "es", "main.js");
await bundle("desktop/src/preload/preload.ts", "preload", "cjs", "preload.cjs");
if (!existsSync(join(UI_DIST, "index.html"))) {
  console.error("build:desktop: ui/dist/index.html is missing; run `npm run build` first.");
  process.exit(1);
}
cpSync(UI_DIST, join(DIST, "renderer"), { recursive: true });
console.log("build:desktop: desktop/dist/{main/main.js, preload/preload.cjs, renderer/}");
