import ts from "typescript";

/** React's effect hooks: where a component would start something on mount and stop it on unmount. */
const EFFECT_HOOKS = new Set(["useEffect", "useLayoutEffect", "useInsertionEffect"]);

/**
 * The commands that start or end a service's life: a queue's start/stop, a recorder's stop, the
 * session's restore, a watcher's watch, a follower's follow. Called (or handed over as a cleanup)
 * from an effect, they tie a service's life to a component's (ARCHITECTURE rule 9).
 */
const LIFECYCLE_COMMANDS = new Set(["start", "stop", "restore", "watch", "follow"]);

const parse = (file: string, text: string): ts.SourceFile =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const hookName = (callee: ts.Expression): string | null => {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
};

/**
 * Every `x.start` / `x.stop` / `x.restore` / `x.watch` / `x.follow` (called or passed on) anywhere inside an
 * effect's callback, including callbacks nested in it (a subscription that starts a queue).
 */
const commandsIn = (effect: ts.Node, source: ts.SourceFile, file: string): LifecycleViolation[] => {
  const found: LifecycleViolation[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && LIFECYCLE_COMMANDS.has(node.name.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file, line, call: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(effect);
  return found;
};

/** An effect that starts or stops a service: where, and the command (`queue.start`). */
export interface LifecycleViolation {
  readonly file: string;
  readonly line: number;
  readonly call: string;
}

/** How a violation reads in a failing test. */
export const describeViolation = ({ file, line, call }: LifecycleViolation): string =>
  `${file}:${line}: an effect calls ${call}: a service's lifecycle belongs to a core controller started by the composition root (ARCHITECTURE rule 9)`;

/** The places in a UI source where an effect starts or stops a service. */
export const lifecycleViolations = (file: string, text: string): LifecycleViolation[] => {
  const source = parse(file, text);
  const found: LifecycleViolation[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && EFFECT_HOOKS.has(hookName(node.expression) ?? "")) {
      const [callback] = node.arguments;
      if (callback) found.push(...commandsIn(callback, source, file));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};
