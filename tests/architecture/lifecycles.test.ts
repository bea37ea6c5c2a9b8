import { readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeViolation, lifecycleViolations } from "./lifecycleViolations";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SOURCE = /\.[jt]sx?$/;

/** The composition roots are where lifecycles are started; everything else in ui/src is checked. */
const isCompositionRoot = (path: string): boolean =>
  path.startsWith("ui/src/composition/") || path === "ui/src/main.tsx";

const uiSources = (): string[] =>
  readdirSync(join(ROOT, "ui/src"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((path) => !isCompositionRoot(path));

/**
 * Effects that still start a service, each with why it is tolerated for now. Every entry must still
 * occur (the test fails when one is fixed, so the list only shrinks).
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // None left: the widget's last one (useLauncher's geo.follow) moved into the widget session's core
  // controller. Add an entry only with the reason and the issue that removes it.
};

describe("lifecycles out of React (ARCHITECTURE rule 9)", () => {
  const files = uiSources();
  const found = files.flatMap((file) => lifecycleViolations(file, readFileSync(join(ROOT, file), "utf8")));

  it("no component or hook under ui/src starts or stops a service in an effect", () => {
    expect(files.length).toBeGreaterThan(0);
    const offending = found.filter((violation) => !ALLOWED[violation.file]?.includes(violation.call));
    expect(offending.map(describeViolation)).toEqual([]);
  });

  it("every allowed exception still exists, so a fixed one leaves the list", () => {
    const stale = Object.entries(ALLOWED).flatMap(([file, calls]) =>
      calls
        .filter((call) => !found.some((violation) => violation.file === file && violation.call === call))
        .map((call) => `${file}: ${call}`),
    );
    expect(stale).toEqual([]);
  });
});

/** The detector must actually detect. */
describe("lifecycle detector self-check", () => {
  const file = "ui/src/features/x/Page.tsx";

  it.each([
    [`useEffect(() => { void queue.start(); return () => queue.stop(); }, [queue]);`, ["queue.start", "queue.stop"]],
    [`useEffect(() => { void session.restore(); }, [session]);`, ["session.restore"]],
    [`useEffect(() => { const w = ended.watch(); return () => w.unsubscribe(); }, [ended]);`, ["ended.watch"]],
    [`useLayoutEffect(() => network.stop, [network]);`, ["network.stop"]],
    [`React.useEffect(() => { recorder.stop(); }, []);`, ["recorder.stop"]],
    [
      `useEffect(() => { const s = auth.state$.subscribe((u) => (u ? queue.start() : queue.stop())); return () => s.unsubscribe(); }, []);`,
      ["queue.start", "queue.stop"],
    ],
    [`useEffect(() => { const f = geo.follow(); return () => f.unsubscribe(); }, [geo]);`, ["geo.follow"]],
  ])("flags %s", (source, calls) => {
    expect(lifecycleViolations(file, source).map((violation) => violation.call)).toEqual(calls);
  });

  it.each([
    // A command on a user's press is what components are for.
    `const stop = () => recorder.stop(); return <Button onPress={() => queue.start()}>Go</Button>;`,
    `const onStop = useCallback(() => recorder.stop(), [recorder]);`,
    // Routing glue: carrying out the core's navigation requests is not a service lifecycle.
    `useEffect(() => { const s = navigation.requests$.subscribe((r) => navigate(r.to)); return () => s.unsubscribe(); }, []);`,
    `useEffect(() => { document.title = "Recordings - Lectern"; }, []);`,
  ])("accepts %s", (source) => {
    expect(lifecycleViolations(file, source)).toEqual([]);
  });

  it("names the file and line", () => {
    const [violation] = lifecycleViolations(file, `\nuseEffect(() => {\n  queue.start();\n}, []);`);
    expect(violation && describeViolation(violation)).toMatch(
      /^ui\/src\/features\/x\/Page\.tsx:3: an effect calls queue\.start/,
    );
  });
});
