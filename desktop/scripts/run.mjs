// Starts the desktop app. Electron's binary is not part of `npm install` (its install script downloads
// ~100 MB from GitHub, which fails on machines that reach only the npm registry): the first run fetches
// it into desktop/.electron, later runs reuse it. Type checks use the `electron-types` package instead.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The Electron release the desktop code is typed against (electron-types in desktop/package.json). */
const ELECTRON_VERSION = "41.7.1";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HOME = join(ROOT, "desktop", ".electron");
const MAIN = join(ROOT, "desktop", "dist", "main", "main.js");

const installedVersion = () => {
  try {
    return JSON.parse(readFileSync(join(HOME, "node_modules", "electron", "package.json"), "utf8")).version;
  } catch {
    return null;
  }
};

/** The binary's path, as the electron package reports it; null while it has not been downloaded. */
const electronBinary = () => {
  try {
    const path = createRequire(join(HOME, "package.json"))("electron");
    return typeof path === "string" && existsSync(path) ? path : null;
  } catch {
    return null;
  }
};

if (installedVersion() !== ELECTRON_VERSION || !electronBinary()) {
  console.log(`desktop: fetching Electron ${ELECTRON_VERSION} (first run only, about 100 MB)…`);
  mkdirSync(HOME, { recursive: true });
  // A project of its own, so its install never touches the workspace's lock file. npm 11.19+ runs a
  // dependency's install script (Electron's is the download) only when allowScripts names it.
  writeFileSync(
    join(HOME, "package.json"),
    `${JSON.stringify({ name: "lectern-electron-runtime", private: true, allowScripts: { electron: true } }, null, 2)}\n`,
  );
  const install = spawnSync(
    "npm",
    ["install", "--prefix", HOME, "--no-save", "--no-audit", "--no-fund", `electron@${ELECTRON_VERSION}`],
    { stdio: "inherit" },
  );
  if (install.status !== 0)
    console.error(`desktop: npm install electron@${ELECTRON_VERSION} failed (exit ${install.status}).`);
}

const binary = electronBinary();
if (!binary) {
  console.error(
    [
      `desktop: Electron ${ELECTRON_VERSION} could not be downloaded.`,
      "Its binary comes from github.com (or ELECTRON_MIRROR); this machine could not reach it.",
      "Connect to the internet and run `npm run desktop` again. The web app (`npm start`) needs no download.",
    ].join("\n"),
  );
  process.exit(1);
}
if (!existsSync(MAIN)) {
  console.error("desktop: desktop/dist/main/main.js is missing; run `npm run build && npm run build:desktop`.");
  process.exit(1);
}
const child = spawn(binary, [MAIN, ...process.argv.slice(2)], { stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 0));
