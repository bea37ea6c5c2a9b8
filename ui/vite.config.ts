import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type Plugin, defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));
const KIT_MODULE = /\/ui\/src\/kit\/[^?]*\.tsx?$/;

const STYLE = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

/** Whether a dependency's package.json says its modules have no side effects (tree-shaken barrels). */
const packageIsPure = new Map<string, boolean>();
const declaresNoSideEffects = (id: string): boolean => {
  const at = id.lastIndexOf("/node_modules/");
  if (at < 0) return false;
  const rest = id.slice(at + "/node_modules/".length).split("/");
  const packageRoot = id.slice(0, at) + "/node_modules/" + rest.slice(0, rest[0]!.startsWith("@") ? 2 : 1).join("/");
  let pure = packageIsPure.get(packageRoot);
  if (pure === undefined) {
    const file = join(packageRoot, "package.json");
    pure = existsSync(file) && JSON.parse(readFileSync(file, "utf8")).sideEffects === false;
    packageIsPure.set(packageRoot, pure);
  }
  return pure;
};

/** A static walk stops here: modules tree-shaken per export (the kit, `sideEffects: false` packages). */
const stopsWalk = (id: string): boolean => KIT_MODULE.test(id) || STYLE.test(id) || declaresNoSideEffects(id);

/**
 * The modules a root imports statically, found once the module graph is complete. The walk stops
 * at barrels tree-shaken per export: the first page uses few of their exports, and the pieces it uses
 * stay where the bundler puts them. Chunks: the entry's set ("app": what runs before the first paint
 * in any mode) and the in-tab demo backend's ("demo", fetched on the first input), without the app's.
 */
const chunkOf = new Map<string, "app" | "demo">();
const DEMO_BACKEND = /\/ui\/src\/composition\/openBrowserDemo\.ts$/;
const findFirstLoad = (): Plugin => ({
  name: "lectern:first-load",
  apply: "build",
  buildEnd() {
    chunkOf.clear();
    const walk = (roots: string[], name: "app" | "demo") => {
      for (let id = roots.pop(); id !== undefined; id = roots.pop()) {
        if (chunkOf.has(id) || stopsWalk(id)) continue;
        chunkOf.set(id, name);
        roots.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    };
    const ids = [...this.getModuleIds()];
    walk(
      ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      "app",
    );
    walk(
      ids.filter((id) => DEMO_BACKEND.test(id)),
      "demo",
    );
  },
});

export default defineConfig({
  root,
  // A second dev server (the e2e api-mode app) keeps its optimised dependencies apart from the first.
  ...(process.env.LECTERN_VITE_CACHE ? { cacheDir: process.env.LECTERN_VITE_CACHE } : {}),
  plugins: [react(), findFirstLoad()],
  /*
   * Every dependency the app imports, pre-bundled when the dev server starts: one found later (behind
   * a lazy import the scan did not reach, or a cache from before a change) makes Vite re-optimise and
   * reload the open page, which loses what a user — or an e2e run — was typing.
   */
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom/client",
      "react-router-dom",
      "react-aria-components",
      "lucide-react",
      "clsx",
      "rxjs",
      "effect/Schema",
      "effect/Result",
      "effect/Option",
      "effect/Data",
      "inversify",
      "idb",
      "dayjs",
      "axios",
      "pusher-js",
      "@tanstack/react-virtual",
      "wavesurfer.js",
      "fflate",
      "mediabunny",
      "opus-decoder",
      "wink-nlp",
      "wink-eng-lite-web-model",
      "minisearch",
      "ts-fsrs",
      "katex",
      "marked",
      "dompurify",
      "react-easy-crop",
      "qrcode",
    ],
  },
  server: {
    host: "127.0.0.1",
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    // The e2e servers: an edit saved while a test runs must not reload the page under it.
    ...(process.env.LECTERN_NO_HMR ? { hmr: false } : {}),
  },
  preview: { host: "127.0.0.1", port: Number(process.env.PORT ?? 4173) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    // All the app's CSS is 15 KB gzip: one file costs a phone one round trip, where the per-chunk
    // split put 12 render-blocking files in front of /auth/login. A heavy library's stylesheet
    // (Quill, KaTeX) would land in that file too: load it with its component (a `?url` <link>).
    cssCodeSplit: false,
    // `npm run bench:bundle -- --attribute` builds with maps to say which package the bytes come from;
    // "hidden" keeps the served files byte-identical to a normal build (no sourceMappingURL comment).
    sourcemap: process.env.LECTERN_SOURCEMAP === "1" ? "hidden" : false,
    rolldownOptions: {
      treeshake: {
        // The kit's components only declare things; their CSS import is their one side effect. Saying
        // so lets an import of the kit's index pull in only the pieces used: otherwise every
        // component (react-aria's combobox, dialogs…) and its CSS came with the first page.
        // undefined keeps the default (package.json sideEffects, else true) for everything else.
        moduleSideEffects: (id: string) => (KIT_MODULE.test(id) ? false : undefined),
      },
      // Nothing imports the entry: its exports (none are used) may be dropped.
      preserveEntrySignatures: false,
      output: {
        // Chunks named by their hash alone: the entry lists every lazy chunk's file for its preloads
        // (~200 names), and the names were 2.1 KB of /auth/login's gzip (measured by bench:bundle).
        // Which module a chunk holds is in the build's manifest (and the maps of --attribute).
        chunkFileNames: "assets/[hash].js",
        codeSplitting: {
          // Every module the first page imports statically in one chunk. Split by their sharing with
          // the lazy pages, they made ~80 files of a few hundred bytes (a phone fetches 6 at a time, a
          // round trip each: Lighthouse mobile LCP 4.8 s); copying the small ones into their readers
          // (rolldown's experimentalInlineCommonChunks) cut the files but wrapped every module in a
          // lazy-init function (13 KB gzip of glue). Two groups: /auth/login fetches ~6 files.
          // (main.tsx has no top-level await: the mode's binding it waits for imports this chunk.)
          groups: [
            { name: "app", test: (id: string) => chunkOf.get(id) === "app" },
            { name: "demo", test: (id: string) => chunkOf.get(id) === "demo" },
          ],
        },
      },
    },
  },
});
