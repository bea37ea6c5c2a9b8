import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FOLDER = "core/src/records/record";
const REDUCER = `${FOLDER}/recordPageReducer.ts`;
const PAGE = `${FOLDER}/RecordPage.ts`;
const RUNNER = `${FOLDER}/RecordEffectRunner.ts`;

const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const parse = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
const lines = (file: string): number => read(file).replace(/\n$/, "").split("\n").length;

interface Import {
  readonly specifier: string;
  /** Only types cross (erased at run time: nothing of the module runs). */
  readonly typeOnly: boolean;
}

/** The modules a file imports or re-exports, and whether only types cross. */
const importsOf = (file: string): Import[] =>
  parse(file).statements.flatMap((statement): Import[] => {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.every((element) => element.isTypeOnly)));
      return [{ specifier: statement.moduleSpecifier.text, typeOnly }];
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      return [{ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly }];
    }
    return [];
  });

/** A relative import as a repo path (`.ts`), or null for a package. */
const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith(".")) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(join(ROOT, candidate))) ?? base;
};

/** Every module whose code runs when `file` is loaded: its value imports, followed through core. */
const valueClosure = (file: string): { readonly files: Set<string>; readonly packages: Set<string> } => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (current: string) => {
    if (files.has(current)) return;
    files.add(current);
    for (const { specifier, typeOnly } of importsOf(current)) {
      if (typeOnly) continue;
      const path = resolve(current, specifier);
      if (path === null) packages.add(specifier);
      else visit(path);
    }
  };
  visit(file);
  return { files, packages };
};

/** What does I/O, or holds state that changes over time: never behind the pure reducer. */
const IO_MODULE = /\/(api\/ApiClient|ports\/|kernel\/Store|kernel\/pageData\/PageData)|Runner\.ts$|\/RecordPage\.ts$/;
const IO_PACKAGE = /^(rxjs|axios|idb|pusher-js|electron|react)(\/|$)/;

describe("the record page's reducer returns the effects to run (ARCHITECTURE rules 2, 13; issue 21)", () => {
  it("recordPageReducer.ts imports nothing that does I/O, not even its types", () => {
    const direct = importsOf(REDUCER).map((entry) => entry.specifier);
    expect(direct.length).toBeGreaterThan(0);
    expect(
      direct.filter((specifier) => IO_PACKAGE.test(specifier) || /ApiClient|ports\/|Store|Runner/.test(specifier)),
    ).toEqual([]);
  });

  it("nothing that runs when the reducer loads does I/O (its value imports, followed through core)", () => {
    const { files, packages } = valueClosure(REDUCER);
    // The closure reaches the view, the effects and the record's rules: the walk follows imports.
    expect([...files]).toEqual(
      expect.arrayContaining([`${FOLDER}/recordPageView.ts`, `${FOLDER}/recordPageEffects.ts`]),
    );
    expect([...files].filter((file) => IO_MODULE.test(file))).toEqual([]);
    expect([...packages].filter((name) => IO_PACKAGE.test(name))).toEqual([]);
  });

  it("the exported reducer returns a step of the next state and its effects", () => {
    const source = parse(REDUCER);
    const reducer = source.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => statement.declarationList.declarations)
      .find((declaration) => declaration.name.getText(source) === "recordPageReducer");
    const initializer = reducer?.initializer;
    expect(initializer !== undefined && ts.isArrowFunction(initializer)).toBe(true);
    const returned =
      initializer !== undefined && ts.isArrowFunction(initializer) ? initializer.type?.getText(source) : null;
    expect(returned).toBe("RecordPageStep");
    const step = source.statements
      .filter(ts.isInterfaceDeclaration)
      .find((node) => node.name.text === "RecordPageStep");
    const elements: readonly ts.TypeElement[] = step?.members ?? [];
    const members = Object.fromEntries(
      elements
        .filter((member): member is ts.PropertySignature => ts.isPropertySignature(member))
        .map((member) => [member.name.getText(source), member.type?.getText(source)]),
    );
    expect(members).toEqual({ state: "RecordPageModel", effects: "readonly RecordPageEffect[]" });
  });

  it("the page and its runner carry out effects; they do not decide them (no stream rules of their own)", () => {
    for (const file of [PAGE, RUNNER]) {
      const text = read(file);
      expect({
        file,
        rules: text.match(/\b(primaryStream|cameraStream|isConverted|processingProgress)\b/g) ?? [],
      }).toEqual({
        file,
        rules: [],
      });
    }
    expect(read(PAGE)).toMatch(/recordPageReducer\(this\.#store\.value, event\)/);
  });
});

/**
 * Files of the record page's folder that were already longer than 200 lines before issue 21's
 * reducer work, with why. The list only shrinks: an entry that is no longer too long fails the test.
 */
const LONGER = new Set([
  // The reply schemas of every record page call in one place (rule 19); owned by the record's readers.
  `${FOLDER}/recordReplies.ts`,
]);

describe("the record page stays small", () => {
  const files = readdirSync(join(ROOT, FOLDER), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"));

  it("RecordPage.ts has at most 300 lines", () => {
    expect(lines(PAGE)).toBeLessThanOrEqual(300);
  });

  it("every other file of core/src/records/record has at most 200 lines", () => {
    expect(files.length).toBeGreaterThan(5);
    const long = files
      .filter((file) => file !== PAGE && !LONGER.has(file))
      .map((file) => ({ file, lines: lines(file) }))
      .filter((entry) => entry.lines > 200);
    expect(long).toEqual([]);
  });

  it("every named exception is still there and still long", () => {
    expect([...LONGER].filter((file) => !files.includes(file) || lines(file) <= 200)).toEqual([]);
  });
});
