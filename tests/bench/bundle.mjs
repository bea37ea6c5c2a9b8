// Bundle budget: the gzip size of the JavaScript a first visit to /auth/login downloads before it can
// render — the entry chunk and its static imports (what Vite modulepreloads), not lazy chunks.
//
//   npm run bench:bundle                    builds the UI, then measures ui/dist
//   node tests/bench/bundle.mjs --no-build  measures an existing build
//   node tests/bench/bundle.mjs --no-build --dist some/dir
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BUDGET_BYTES = 150 * 1024;
/** zlib's default level, what web servers typically use: a realistic, not a best-case, number. */
const GZIP_LEVEL = 6;

/** Reads the Vite manifest, failing with a message that says what to fix. */
export const readManifest = (dist) => {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(path)) {
    throw new Error(
      `No Vite manifest at ${path}.\n` +
        "Build the UI with `build.manifest: true` in ui/vite.config.ts (output ui/dist), or pass --dist.",
    );
  }
  return JSON.parse(readFileSync(path, "utf8"));
};

/** The HTML entry every route of the single-page app starts from (index.html), else the only entry. */
export const entryKey = (manifest) => {
  if (manifest["index.html"]?.isEntry) return "index.html";
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 1) return entries[0];
  throw new Error(`Cannot tell the app's entry among: ${entries.join(", ") || "(no entries)"}`);
};

/** The entry's chunk and, recursively, its static `imports`; `dynamicImports` load later, on demand. */
export const initialChunks = (manifest, key) => {
  const seen = new Set();
  const files = [];
  const visit = (chunkKey) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`The manifest lists an import it does not describe: ${chunkKey}`);
    if (chunk.file.endsWith(".js") || chunk.file.endsWith(".mjs")) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const build = () => {
  const vite = join(ROOT, "node_modules", "vite", "bin", "vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--config", "ui/vite.config.ts"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
};

const main = (args) => {
  const distAt = args.indexOf("--dist");
  const dist = resolve(ROOT, distAt >= 0 && args[distAt + 1] ? args[distAt + 1] : "ui/dist");
  if (!args.includes("--no-build")) build();

  const manifest = readManifest(dist);
  const key = entryKey(manifest);
  const rows = initialChunks(manifest, key).map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const width = Math.max(...rows.map((row) => row.file.length), 5);

  console.log(`\nJavaScript loaded initially by /auth/login (entry ${key}, gzip level ${GZIP_LEVEL}):`);
  for (const row of rows) {
    console.log(`  ${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)} raw  ${kb(row.gzip).padStart(10)} gzip`);
  }
  console.log(`  ${"total".padEnd(width)}  ${"".padStart(10)}      ${kb(total).padStart(10)} gzip`);
  console.log(`  budget ${kb(BUDGET_BYTES)} (${BUDGET_BYTES} bytes): ${total <= BUDGET_BYTES ? "within" : "OVER"}\n`);
  return total <= BUDGET_BYTES ? 0 : 1;
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`bench:bundle: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  }
}
