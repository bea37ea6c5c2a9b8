import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** soketi's built-in default app (MACHINE.md "Realtime"). */
export const SOKETI_APP = { appId: "app-id", key: "app-key", secret: "app-secret" } as const;

const HOST = "127.0.0.1";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// Under the suite's 30 s hook timeout, so a slow start fails with soketi's own output.
const STARTUP_LIMIT_MS = 25_000;
const POLL_EVERY_MS = 50;

export interface SoketiOptions {
  /** The WebSocket + HTTP API port; a free one when omitted. */
  readonly port?: number;
}

export interface RunningSoketi {
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** A port nobody listens on right now, picked by the OS. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));

/**
 * Starts a real Pusher-protocol server for tests and resolves once its port accepts connections.
 * Client messages are enabled so whispers travel; the usage/metrics listener, which soketi opens
 * even with metrics off, gets its own free port so parallel test files do not collide on 9601.
 */
export const startSoketi = async ({ port }: SoketiOptions = {}): Promise<RunningSoketi> => {
  const wsPort = port ?? (await freePort());
  const usagePort = await freePort();
  const child = spawn(process.execPath, ["node_modules/@soketi/soketi/bin/server.js", "start"], {
    cwd: ROOT,
    env: {
      ...process.env,
      SOKETI_HOST: HOST,
      SOKETI_PORT: String(wsPort),
      SOKETI_METRICS_ENABLED: "0",
      SOKETI_METRICS_HOST: HOST,
      SOKETI_METRICS_SERVER_PORT: String(usagePort),
      SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: "true",
      SOKETI_SHUTDOWN_GRACE_PERIOD: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for the error message, and drained so a full pipe never stalls the server.
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killLater = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited(child);
    clearTimeout(killLater);
  };

  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!(await accepts(wsPort))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`soketi exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`soketi did not listen on ${wsPort} within ${STARTUP_LIMIT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
  return { host: HOST, port: wsPort, stop };
};
