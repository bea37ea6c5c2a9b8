import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ROUTE_SERVICE_MODULES } from "../../ui/src/composition/routeServiceModules";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.[jt]sx?$/;

const sourcesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"));

const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");

/** Import specifiers of a file (static and dynamic). */
const importsOf = (source: string): string[] =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g)].map((match) => match[1]!);

describe("bindings live in the composition root (ARCHITECTURE rule 18)", () => {
  it("nothing under ui/src asks the container whether something is bound", () => {
    const asking = sourcesUnder("ui/src").filter((file) => /\.isBound\s*\(/.test(read(file)));
    expect(asking).toEqual([]);
  });

  it("no feature code imports the composition root (it names its route services instead)", () => {
    const importing = sourcesUnder("ui/src/features").flatMap((file) =>
      importsOf(read(file))
        .filter((specifier) => /(^|\/)composition\//.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(importing).toEqual([]);
  });

  it("only the composition root binds: no container.bind outside ui/src/composition", () => {
    const binding = sourcesUnder("ui/src")
      .filter((file) => !file.startsWith("ui/src/composition/"))
      .filter((file) => /\.bind(<[^>]*>)?\(/.test(read(file)) && /inversify/.test(read(file)));
    expect(binding).toEqual([]);
  });

  it("every route service module loads a binder, and what it builds on exists", async () => {
    for (const [name, module] of Object.entries(ROUTE_SERVICE_MODULES)) {
      expect(typeof (await module.load()), name).toBe("function");
      for (const needed of module.needs ?? []) expect(Object.keys(ROUTE_SERVICE_MODULES)).toContain(needed);
    }
  });
});
