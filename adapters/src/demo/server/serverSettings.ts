/** How `npm run demo:server` (main.ts) starts: read from the environment, refused when unclear. */
export interface ServerSettings {
  /** `api`: the product's routes only; `demo`: and the demo's own doors; `test`: and the test controls. */
  readonly mode: "api" | "demo" | "test";
  readonly host: string;
  readonly port: number;
  readonly addedDelayMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A switch is "1" or absent (or "0"): anything else is a typo that must not quietly mean "off". */
const switchOf = (env: Env, name: string): boolean => {
  const value = env[name]?.trim() ?? "";
  if (value === "1") return true;
  if (value === "" || value === "0") return false;
  throw new Error(`${name} must be 1 (on) or 0 (off), not '${value}'.`);
};

/**
 * LECTERN_DEMO=1: the demo mode; LECTERN_DEMO_FAULTS=1: the test controls (implies the demo mode);
 * HOST (127.0.0.1 by default; startDemoServer refuses any but a loopback name in those modes), PORT
 * (8787), LECTERN_DEMO_DELAY_MS (0).
 */
export const serverSettingsFrom = (env: Env): ServerSettings => {
  const test = switchOf(env, "LECTERN_DEMO_FAULTS");
  const demo = switchOf(env, "LECTERN_DEMO");
  const port = Number(env["PORT"] ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error("PORT must be a port number.");
  const addedDelayMs = Number(env["LECTERN_DEMO_DELAY_MS"] ?? 0);
  if (!Number.isFinite(addedDelayMs) || addedDelayMs < 0) throw new Error("LECTERN_DEMO_DELAY_MS must be 0 or more.");
  return {
    mode: test ? "test" : demo ? "demo" : "api",
    host: env["HOST"]?.trim() || "127.0.0.1",
    port,
    addedDelayMs,
  };
};
