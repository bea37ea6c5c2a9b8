import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "./freePort";
import { ServerChild } from "./ServerChild";

const LAUNCHER = "scripts/server/run.mjs";
const SOKETI = "node_modules/@soketi/soketi/bin/server.js";
const BACKEND = "adapters/src/demo/server/main.ts";

/**
 * What a run of `npm run server` needs, on ports of its own so it never meets the suite's servers:
 * the app built once per worker for those ports (the Pusher port is part of the build), and a
 * data folder per run. The runs start the whole command, or its pieces one by one when they need to
 * kill the backend alone.
 */
export class ServerUnderTest {
  readonly #dataDirs: string[] = [];

  private constructor(
    readonly port: number,
    readonly pusherPort: number,
    readonly metricsPort: number,
    readonly appDir: string,
  ) {}

  /** Picks the ports and builds the app (`npm run server -- --build-only`), or finds it built. */
  static async prepare(): Promise<ServerUnderTest> {
    const [port, pusherPort, metricsPort] = [await freePort(), await freePort(), await freePort()];
    const server = new ServerUnderTest(port, pusherPort, metricsPort, join(tmpdir(), `lectern-e2e-server-app-${port}`));
    const build = ServerChild.start("build", [LAUNCHER, "--build-only"], server.#launcherEnv(null));
    const { code } = await build.exited;
    expect(code, build.output).toBe(0);
    return server;
  }

  /** The address this machine reaches the server at. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** A fresh, empty data folder (LECTERN_DATA_DIR), removed by cleanUp(). */
  newDataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), "lectern-e2e-server-data-"));
    this.#dataDirs.push(dir);
    return dir;
  }

  /** `npm run server` as a user starts it (HOST left to its default, 0.0.0.0). */
  command(dataDir: string): ServerChild {
    return ServerChild.start("npm run server", [LAUNCHER], this.#launcherEnv(dataDir));
  }

  /** soketi as `npm run server` starts it (the launcher's secret is its own: here the default one). */
  soketi(): ServerChild {
    return ServerChild.start("soketi", [SOKETI, "start"], {
      SOKETI_HOST: "127.0.0.1",
      SOKETI_PORT: String(this.pusherPort),
      SOKETI_METRICS_ENABLED: "0",
      SOKETI_METRICS_HOST: "127.0.0.1",
      SOKETI_METRICS_SERVER_PORT: String(this.metricsPort),
      SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: "true",
    });
  }

  /**
   * The backend alone, serving the built app, with the test controls (LECTERN_DEMO_FAULTS=1: hold
   * an upload, read what the server holds) and its data in `dataDir`, so a restart finds it again.
   */
  backend(dataDir: string): ServerChild {
    return ServerChild.start("server", ["--import", "tsx", BACKEND], {
      HOST: "127.0.0.1",
      PORT: String(this.port),
      PUSHER_PORT: String(this.pusherPort),
      LECTERN_DEMO_FAULTS: "1",
      LECTERN_DATA_DIR: dataDir,
      LECTERN_APP_DIR: this.appDir,
    });
  }

  /** Until the API answers on the port (a state, polled; not a wait for a time). */
  async expectUp(child: ServerChild): Promise<void> {
    await expect
      .poll(
        async () => {
          if (!child.running) return `${child.name} ended:\n${child.output}`;
          return fetch(`${this.url}/api/v2/countries`).then(
            (reply) => reply.status,
            () => "not listening",
          );
        },
        // PGlite's first start on an empty data folder takes ~30 s on a busy 2-core machine.
        { timeout: 120_000 },
      )
      .toBe(200);
  }

  /** Whether anything still listens on `port` of this machine. */
  async listening(port: number): Promise<boolean> {
    return fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
  }

  /** Removes the data folders handed out, and with `app` the built app too. */
  cleanUp({ app = false } = {}): void {
    for (const dir of [...this.#dataDirs.splice(0), ...(app ? [this.appDir] : [])])
      rmSync(dir, { recursive: true, force: true });
  }

  #launcherEnv(dataDir: string | null): Record<string, string | undefined> {
    return {
      PORT: String(this.port),
      PUSHER_PORT: String(this.pusherPort),
      SOKETI_METRICS_SERVER_PORT: String(this.metricsPort),
      LECTERN_APP_DIR: this.appDir,
      ...(dataDir ? { LECTERN_DATA_DIR: dataDir } : {}),
      // What the shell running the suite may have set must not change the command under test.
      HOST: undefined,
      LECTERN_DEMO: undefined,
      LECTERN_DEMO_FAULTS: undefined,
      DATABASE_URL: undefined,
      VITE_PUSHER_HOST: undefined,
    };
  }
}
