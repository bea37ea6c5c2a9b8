import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { layerViolations } from "./layerViolations";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LAYERS = ["core/src", "adapters/src", "ui/src", "desktop/src"] as const;
const SOURCE = /\.(m|c)?[jt]sx?$/;

/** Repo-relative POSIX paths of every source file under `folder`. */
const sourcesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !path.includes("/node_modules/") && !path.includes("/dist/"));

describe("layer rules (ARCHITECTURE.md)", () => {
  it.each(LAYERS)("%s keeps to its layer", (layer) => {
    const files = sourcesUnder(layer);
    // A layer with no files would pass without checking anything.
    expect(files.length).toBeGreaterThan(0);
    const violations = files.flatMap((file) => layerViolations(file, readFileSync(join(ROOT, file), "utf8")));
    expect(violations).toEqual([]);
  });
});

/** The detector must actually detect: each of these sources breaks one rule. */
describe("layer detector self-check", () => {
  it.each([
    [
      "core/src/a/Bad.ts",
      `import React from "react";`,
      "core may import only rxjs, effect, dayjs and ts-fsrs, not react",
    ],
    ["core/src/a/Bad.ts", `import { createRoot } from "react-dom/client";`, "not react-dom"],
    ["core/src/a/Bad.ts", `import axios from "axios";`, "not axios"],
    ["core/src/a/Bad.ts", `import type { IDBPDatabase } from "idb";`, "not idb"],
    ["core/src/a/Bad.ts", `export { default } from "pusher-js";`, "not pusher-js"],
    ["core/src/a/Bad.ts", `const e = await import("electron");`, "not electron"],
    ["core/src/a/Bad.ts", `import { injectable } from "inversify";`, "not inversify"],
    [
      "core/src/a/Bad.ts",
      `import { AxiosHttp } from "../../../adapters/src/http/AxiosHttp";`,
      "core may not import adapters/src",
    ],
    ["core/src/a/Bad.ts", `import { App } from "@lectern/ui/App";`, "core may not import ui/src/App"],
    [
      "core/src/a/Bad.ts",
      `export const go = (url: string) => window.location.assign(url);`,
      "window: core may not use",
    ],
    ["core/src/a/Bad.ts", `export const title = () => document.title;`, "document: core may not use"],
    ["core/src/a/Bad.ts", `export const lang = () => navigator.language;`, "navigator: core may not use"],
    [
      "core/src/a/Bad.ts",
      `export const token = () => localStorage.getItem("token");`,
      "localStorage: core may not use",
    ],
    ["core/src/a/Bad.ts", `export const load = () => fetch("/api");`, "fetch: core may not use"],
    ["core/src/a/Bad.ts", `export const load = () => globalThis.fetch("/api");`, "globalThis.fetch"],
    [
      "core/src/a/Bad.ts",
      `export const later = (f: () => void) => setTimeout(f, 30_000);`,
      "setTimeout: core may not use",
    ],
    ["adapters/src/x/Bad.ts", `import { routes } from "../../../ui/src/routes";`, "adapters may not import ui"],
    ["adapters/src/x/Bad.ts", `import { Button } from "@lectern/ui/kit/Button";`, "adapters may not import ui"],
    [
      "adapters/src/x/Bad.ts",
      `import { createMainWindow } from "@lectern/desktop/main/createMainWindow";`,
      "not desktop/src/main",
    ],
    ["adapters/src/x/Bad.ts", `import { shell } from "electron";`, "adapters may not import electron"],
    ["desktop/src/main/Bad.ts", `import { routes } from "../../../ui/src/routes";`, "desktop/src/main may import only"],
    ["desktop/src/main/Bad.ts", `import { App } from "@lectern/ui/App";`, "desktop/src/main may import only"],
    ["desktop/src/preload/Bad.ts", `import { App } from "@lectern/ui/App";`, "desktop/src/preload may import only"],
    [
      "desktop/src/preload/Bad.ts",
      `import { readFileSync } from "node:fs";`,
      "desktop/src/preload may import only electron",
    ],
    ["desktop/src/common/Bad.ts", `import { app } from "electron";`, "it imports nothing"],
    [
      "ui/src/features/x/Bad.tsx",
      `import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";`,
      "only in composition roots",
    ],
    ["ui/src/features/x/Bad.tsx", `import { ipcRenderer } from "electron";`, "ui may not import electron"],
  ])("flags %s: %s", (file, source, message) => {
    const violations = layerViolations(file, source);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain(message);
  });

  it.each([
    [
      "core/src/a/Good.ts",
      `import { map } from "rxjs";\nimport * as Schema from "effect/Schema";\nimport type { X } from "../ports/X";`,
    ],
    ["core/src/a/Good.ts", `// window.location is not touched here\nexport const note = "call fetch( later";`],
    ["core/src/a/Good.ts", `export const data = (document: { data: number }) => document.data;`],
    [
      "core/src/a/Good.ts",
      `export const read = (reply: { window: number; fetch(): void }) => { reply.fetch(); return reply.window; };`,
    ],
    [
      "adapters/src/x/Good.ts",
      `import Pusher from "pusher-js";\nimport type { DesktopApi } from "@lectern/desktop/common/DesktopApi";`,
    ],
    [
      "desktop/src/main/Good.ts",
      `import { app } from "electron";\nimport { join } from "node:path";\nimport { DesktopChannel } from "../common/DesktopApi";`,
    ],
    [
      "desktop/src/preload/Good.ts",
      `import { contextBridge } from "electron";\nimport { DESKTOP_API_KEY } from "../common/DesktopApi";`,
    ],
    ["ui/src/composition/bindApi.ts", `import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";`],
    ["ui/src/main.tsx", `import { desktopBridge } from "@lectern/adapters/electron/desktopBridge";`],
  ])("accepts %s: %s", (file, source) => {
    expect(layerViolations(file, source)).toEqual([]);
  });
});
