import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** What the app is built from: a change under any of these (a `git pull`, an edit) means a new build. */
const SOURCES = ["ui", "core/src", "adapters/src", "package-lock.json", "tsconfig.base.json"];
const SKIPPED = new Set(["node_modules", "dist", ".vite"]);
const STAMP = ".lectern-build.json";

/** The newest modification time and the number of files under `paths`: cheap, and enough to see a change. */
const sourcesOf = (root) => {
  let newest = 0;
  let files = 0;
  const visit = (path) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) if (!SKIPPED.has(name) && !name.startsWith(".")) visit(join(path, name));
      return;
    }
    files += 1;
    newest = Math.max(newest, info.mtimeMs);
  };
  for (const path of SOURCES) visit(join(root, path));
  return { newest, files };
};

const run = (command, args, options) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the app's build ended with ${signal ?? `exit code ${code}`}`)),
    );
  });

/**
 * The web app in api mode, built with `settings` (VITE_* variables) into `appDir` once, and again
 * only when `rebuild` is asked, the settings differ or a source changed since (a stamp file in the
 * folder says what it was built from). Built beside the folder and then moved in, so a build cut
 * short never leaves a half app that looks finished. Returns whether it built.
 */
export const appBuild = async ({ root, appDir, settings, rebuild = false }) => {
  const wanted = { settings, sources: sourcesOf(root) };
  const stampFile = join(appDir, STAMP);
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : null;
  if (!rebuild && built === JSON.stringify(wanted)) return false;
  const staging = `${appDir}.building-${process.pid}`;
  const env = { ...process.env, ...settings };
  // Never the demo's test controls in an app other machines use, whatever the shell has set.
  delete env.VITE_LECTERN_TEST_CONTROLS;
  try {
    await run(
      process.execPath,
      [
        join(root, "node_modules/vite/bin/vite.js"),
        "build",
        "--config",
        join(root, "ui/vite.config.ts"),
        "--outDir",
        staging,
        "--emptyOutDir",
        "--logLevel",
        "warn",
      ],
      { cwd: root, env },
    );
    writeFileSync(join(staging, STAMP), JSON.stringify(wanted));
    rmSync(appDir, { recursive: true, force: true });
    renameSync(staging, appDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return true;
};
