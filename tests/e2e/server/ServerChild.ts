import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The checkout's root: every command runs there, as `npm run server` does. */
export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface ChildExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/**
 * A server process a run starts for itself (`npm run server`, soketi, the Node backend): its output
 * kept for the report and for lines to wait on, stopped by its own PID — with SIGKILL when a run
 * wants a crash.
 */
export class ServerChild {
  readonly exited: Promise<ChildExit>;
  readonly #child: ChildProcess;
  #output = "";
  readonly #waiters = new Set<() => void>();

  private constructor(
    readonly name: string,
    args: readonly string[],
    env: Readonly<Record<string, string | undefined>>,
  ) {
    this.#child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => {
      this.#output += chunk.toString();
      for (const wake of this.#waiters) wake();
    };
    this.#child.stdout?.on("data", collect);
    this.#child.stderr?.on("data", collect);
    this.exited = new Promise((resolve) => {
      this.#child.once("exit", (code, signal) => {
        resolve({ code, signal });
        for (const wake of this.#waiters) wake();
      });
    });
  }

  /** `node …args` in the checkout, with `env` over this process's environment. */
  static start(name: string, args: readonly string[], env: Readonly<Record<string, string | undefined>>): ServerChild {
    return new ServerChild(name, args, env);
  }

  get output(): string {
    return this.#output;
  }

  get running(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** The first match of `pattern` in the output; refused once the process ended without printing it. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = this.#output.match(pattern);
        if (match) {
          this.#waiters.delete(check);
          resolve(match);
        } else if (!this.running) {
          this.#waiters.delete(check);
          reject(new Error(`${this.name} ended before printing ${pattern}:\n${this.#output}`));
        }
      };
      this.#waiters.add(check);
      check();
    });
  }

  /** Sends `signal` (SIGTERM by default) unless it already ended, and waits for the end. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<ChildExit> {
    if (this.running) this.#child.kill(signal);
    return this.exited;
  }
}
