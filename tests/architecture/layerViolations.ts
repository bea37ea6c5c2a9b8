import { builtinModules } from "node:module";
import { posix } from "node:path";
import ts from "typescript";

/**
 * The layer table of ARCHITECTURE.md as code. Files are named by their repo-relative POSIX path
 * (e.g. `core/src/auth/Login.ts`); every import is turned into either a repo path (relative and
 * `@lectern/*` imports) or a package name, then checked against the importing file's layer.
 */

const WORKSPACE_PACKAGES: Readonly<Record<string, string>> = {
  "@lectern/core": "core/src",
  "@lectern/adapters": "adapters/src",
  "@lectern/ui": "ui/src",
  "@lectern/desktop": "desktop/src",
};

/** Globals that exist only in a browser, plus timers: the core's time runs on ClockPort. */
const PLATFORM_GLOBALS = new Set([
  "window",
  "document",
  "navigator",
  "location",
  "localStorage",
  "sessionStorage",
  "indexedDB",
  "fetch",
  "XMLHttpRequest",
  "WebSocket",
  "Image",
  "setTimeout",
  "setInterval",
  "requestAnimationFrame",
]);

const NODE_BUILTINS = new Set(builtinModules);

type Target = { readonly kind: "repo"; readonly path: string } | { readonly kind: "package"; readonly name: string };

interface ImportSite {
  readonly specifier: string;
  readonly line: number;
}

const packageName = (specifier: string): string => {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
};

const targetOf = (file: string, specifier: string): Target => {
  if (specifier.startsWith("."))
    return { kind: "repo", path: posix.normalize(posix.join(posix.dirname(file), specifier)) };
  const name = packageName(specifier);
  const root = WORKSPACE_PACKAGES[name];
  if (root) return { kind: "repo", path: posix.join(root, specifier.slice(name.length)) };
  return { kind: "package", name };
};

const within = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

const isNodeBuiltin = (name: string): boolean => name.startsWith("node:") || NODE_BUILTINS.has(name);

const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const parse = (file: string, text: string): ts.SourceFile =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Static imports and re-exports, `import()` and `require()`: everything that pulls a module in. */
export const importsOf = (source: ts.SourceFile): ImportSite[] => {
  const found: ImportSite[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        found.push({ specifier: node.moduleSpecifier.text, line: lineOf(source, node) });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push({ specifier: expression.text, line: lineOf(source, node) });
    } else if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === "require";
      if ((isImport || isRequire) && argument && ts.isStringLiteralLike(argument)) {
        found.push({ specifier: argument.text, line: lineOf(source, node) });
      }
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** Names the file binds itself (a local `document` of a JSON:API reply is not the DOM's). */
const localNames = (source: ts.SourceFile): Set<string> => {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportClause(node) ||
        ts.isImportSpecifier(node) ||
        ts.isNamespaceImport(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
};

/** Is this identifier a reference to a global, rather than a property or declaration name? */
const isReference = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  const named = parent as ts.Node & { readonly name?: ts.Node; readonly propertyName?: ts.Node };
  if (named.name === node || named.propertyName === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return true;
};

/** Browser globals (and timers) the source uses, with their lines. */
export const platformGlobalsIn = (source: ts.SourceFile): { readonly name: string; readonly line: number }[] => {
  const shadowed = localNames(source);
  const found: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && PLATFORM_GLOBALS.has(node.text) && !shadowed.has(node.text) && isReference(node)) {
      found.push({ name: node.text, line: lineOf(source, node) });
    }
    // globalThis.fetch / self.window reach the same globals by another road.
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === "globalThis" || node.expression.text === "self") &&
      PLATFORM_GLOBALS.has(node.name.text)
    ) {
      found.push({ name: `${node.expression.text}.${node.name.text}`, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

type Rule = (target: Target) => string | null;

/**
 * The design card's rxjs and effect, plus dayjs: the spec gives dates as moment-style patterns
 * ('MMMM DD YYYY h:mm A'), which dayjs formats verbatim; it is pure, with no DOM or I/O. And
 * ts-fsrs: flashcard scheduling (FSRS) is a study rule, pure arithmetic with no dependencies.
 */
const CORE_PACKAGES = ["rxjs", "effect", "dayjs", "ts-fsrs"];

const coreRule: Rule = (target) => {
  if (target.kind === "package") {
    return CORE_PACKAGES.includes(target.name)
      ? null
      : `core may import only rxjs, effect, dayjs and ts-fsrs, not ${target.name}`;
  }
  return within(target.path, "core/src") ? null : `core may not import ${target.path}`;
};

const adaptersRule: Rule = (target) => {
  if (target.kind === "package") {
    // A sandboxed renderer cannot load electron; it reaches main only through the preload bridge.
    return target.name === "electron" ? "adapters may not import electron (use the preload bridge)" : null;
  }
  if (within(target.path, "ui")) return `adapters may not import ui (${target.path})`;
  if (within(target.path, "desktop") && !within(target.path, "desktop/src/common")) {
    return `adapters may import only desktop/src/common, not ${target.path}`;
  }
  return null;
};

const desktopRule =
  (own: string, nodeAllowed: boolean): Rule =>
  (target) => {
    if (target.kind === "package") {
      if (target.name === "electron") return null;
      if (nodeAllowed && isNodeBuiltin(target.name)) return null;
      return `${own} may import only electron${nodeAllowed ? ", Node built-ins" : ""} and desktop/src/common, not ${target.name}`;
    }
    if (within(target.path, own) || within(target.path, "desktop/src/common")) return null;
    return `${own} may import only electron and desktop/src/common, not ${target.path}`;
  };

const commonRule: Rule = (target) =>
  target.kind === "repo" && within(target.path, "desktop/src/common")
    ? null
    : "desktop/src/common is shared by main, preload and the renderer: it imports nothing";

const uiRule =
  (file: string): Rule =>
  (target) => {
    if (target.kind === "package") return target.name === "electron" ? "ui may not import electron" : null;
    if (within(target.path, "desktop") && !within(target.path, "desktop/src/common")) {
      return `ui may not import ${target.path}`;
    }
    const compositionRoot = within(file, "ui/src/composition") || /^ui\/src\/main\.tsx?$/.test(file);
    if (within(target.path, "adapters") && !compositionRoot) {
      return `ui imports adapters only in composition roots (ui/src/composition, ui/src/main.tsx), not from ${file}`;
    }
    return null;
  };

const ruleFor = (file: string): Rule | null => {
  if (within(file, "core/src")) return coreRule;
  if (within(file, "adapters/src")) return adaptersRule;
  if (within(file, "desktop/src/main")) return desktopRule("desktop/src/main", true);
  // A sandboxed preload can require only electron (and a few polyfills), no Node modules.
  if (within(file, "desktop/src/preload")) return desktopRule("desktop/src/preload", false);
  if (within(file, "desktop/src/common")) return commonRule;
  if (within(file, "ui/src")) return uiRule(file);
  return null;
};

/** Every layer rule the file breaks, as `path:line message` lines; empty when it keeps them all. */
export const layerViolations = (file: string, text: string): string[] => {
  const rule = ruleFor(file);
  if (!rule) return [];
  const source = parse(file, text);
  const violations = importsOf(source).flatMap(({ specifier, line }) => {
    const broken = rule(targetOf(file, specifier));
    return broken ? [`${file}:${line} "${specifier}": ${broken}`] : [];
  });
  if (within(file, "core/src")) {
    for (const { name, line } of platformGlobalsIn(source)) {
      violations.push(`${file}:${line} ${name}: core may not use browser globals or timers (use a port)`);
    }
  }
  return violations;
};
