import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { openServerStorage } from "@lectern/adapters/demo/server/openServerStorage";
import { DEFAULT_DATA_DIR, serverStorageSettingsFrom } from "@lectern/adapters/demo/server/serverStorageSettings";
import { describe, expect, it } from "vitest";

describe("where the server keeps its data", () => {
  it("keeps the api mode's data in ./.lectern-data by default, in PGlite", () => {
    expect(serverStorageSettingsFrom({}, "api", "/srv/lectern")).toEqual({
      kind: "disk",
      dataDir: `/srv/lectern/${DEFAULT_DATA_DIR}`,
      databaseUrl: null,
    });
    expect(serverStorageSettingsFrom({ LECTERN_DATA_DIR: "data" }, "api", "/srv")).toMatchObject({
      dataDir: "/srv/data",
    });
    expect(serverStorageSettingsFrom({ LECTERN_DATA_DIR: "/var/lectern" }, "api", "/srv")).toMatchObject({
      dataDir: "/var/lectern",
    });
  });

  it("keeps the tables in PostgreSQL with DATABASE_URL, the recordings still in the data folder", () => {
    expect(serverStorageSettingsFrom({ DATABASE_URL: "postgres://u:p@db:5432/lectern" }, "api", "/srv")).toEqual({
      kind: "disk",
      dataDir: `/srv/${DEFAULT_DATA_DIR}`,
      databaseUrl: "postgres://u:p@db:5432/lectern",
    });
    expect(() => serverStorageSettingsFrom({ DATABASE_URL: "mysql://db/lectern" }, "api", "/srv")).toThrow(
      "DATABASE_URL must be a postgres://",
    );
  });

  it("keeps the demo and test modes in memory unless a data folder or database is named", () => {
    expect(serverStorageSettingsFrom({}, "demo", "/srv")).toEqual({ kind: "memory" });
    expect(serverStorageSettingsFrom({ LECTERN_DATA_DIR: " " }, "test", "/srv")).toEqual({ kind: "memory" });
    expect(serverStorageSettingsFrom({ LECTERN_DATA_DIR: "d" }, "test", "/srv")).toMatchObject({ kind: "disk" });
    expect(serverStorageSettingsFrom({ DATABASE_URL: "postgresql://db/x" }, "demo", "/srv")).toMatchObject({
      kind: "disk",
      databaseUrl: "postgresql://db/x",
    });
  });

  it("says where a memory server's data lives, and gives startDemoServer its defaults", async () => {
    const storage = await openServerStorage({ kind: "memory" });
    expect(storage.persistence).toBeUndefined();
    expect(storage.where).toMatch(/in memory/);
    await storage.close();
  });
});

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const SERVER_ONLY_PACKAGES =
  /from\s+["'](pg|kysely|@electric-sql\/pglite)(\/[^"']*)?["']|import\(\s*["'](pg|kysely|@electric-sql\/pglite)["']/;
const SERVER_ONLY_MODULES = /["'][^"']*(\/db\/pg\/|\/media\/FileDemoMediaStore)[^"']*["']/;
const SERVER_FOLDERS = ["adapters/src/demo/db/pg/", "adapters/src/demo/server/"];

describe("server-only storage code", () => {
  it("is found by the check (it must detect to mean anything)", () => {
    expect(SERVER_ONLY_PACKAGES.test(`import pg from "pg";`)).toBe(true);
    expect(SERVER_ONLY_PACKAGES.test(`import { Kysely } from "kysely";`)).toBe(true);
    expect(SERVER_ONLY_PACKAGES.test(`const { PGlite } = await import("@electric-sql/pglite");`)).toBe(true);
    expect(SERVER_ONLY_MODULES.test(`import { x } from "../db/pg/PgDemoPersistence";`)).toBe(true);
    expect(SERVER_ONLY_MODULES.test(`import { x } from "./media/FileDemoMediaStore";`)).toBe(true);
    expect(SERVER_ONLY_PACKAGES.test(`import { pgp } from "pgp";`)).toBe(false);
  });

  it("is imported only by the server: the tab loads adapters/src/demo too", () => {
    const offenders: string[] = [];
    for (const layer of ["core/src", "adapters/src", "ui/src", "desktop/src"]) {
      for (const entry of readdirSync(join(ROOT, layer), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.[cm]?[jt]sx?$/.test(entry.name)) continue;
        const path = relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/");
        if (SERVER_FOLDERS.some((folder) => path.startsWith(folder))) continue;
        const source = readFileSync(join(ROOT, path), "utf8");
        if (SERVER_ONLY_PACKAGES.test(source) || SERVER_ONLY_MODULES.test(source)) offenders.push(path);
      }
    }
    expect(offenders).toEqual([]);
  });
});
