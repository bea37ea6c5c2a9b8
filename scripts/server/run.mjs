// `npm run server`: Lectern for a room or a small network in one command. soketi (the Pusher-protocol
// server), the Node backend in api mode, and the web app built for api mode and served by that backend
// from the same origin as the API, so any browser on the network opens it at http://<this machine>:8080.
// `--rebuild` builds the app again; `--build-only` builds it (when needed) and exits. Ctrl-C stops all.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { appBuild } from "./appBuild.mjs";
import { childProcess } from "./childProcess.mjs";
import { lanAddresses } from "./lanAddresses.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const env = process.env;
const args = new Set(process.argv.slice(2));

const portOf = (name, fallback) => {
  const port = Number(env[name] || fallback);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name} must be a port number.`);
  return port;
};

const host = env.HOST?.trim() || "0.0.0.0";
const port = portOf("PORT", 8080);
const pusherPort = portOf("PUSHER_PORT", 6001);
const metricsPort = portOf("SOKETI_METRICS_SERVER_PORT", pusherPort + 3000 <= 65535 ? pusherPort + 3000 : 9601);
const dataDir = resolve(root, env.LECTERN_DATA_DIR?.trim() || ".lectern-data");
// A cache, not data: apart from the data folder, which the database may want to itself.
const appDir = resolve(root, env.LECTERN_APP_DIR?.trim() || "node_modules/.cache/lectern-server/app");
const pusherKey = env.PUSHER_APP_KEY || "app-key";
// Only the backend and soketi know it: with the default secret anyone on the network could sign
// themselves into other people's private channels.
const pusherSecret = env.PUSHER_APP_SECRET || randomBytes(24).toString("hex");
// The backend publishes to soketi on this machine: over loopback unless both are bound to one address.
const localHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;

const appSettings = {
  VITE_LECTERN_MODE: "api",
  VITE_API_URL: "/api/",
  VITE_PUSHER_KEY: pusherKey,
  // Empty: the page's own host (ui/src/composition/apiSettings.ts), whichever name a machine used.
  VITE_PUSHER_HOST: env.VITE_PUSHER_HOST ?? "",
  // Another port only when a TLS proxy in front of soketi answers the browsers (README).
  VITE_PUSHER_PORT: env.VITE_PUSHER_PORT || String(pusherPort),
  VITE_PUSHER_TLS: env.VITE_PUSHER_TLS ?? "false",
  // "Online" means this server answers: a network without the internet still uploads.
  VITE_PROBE_URL: env.VITE_PROBE_URL ?? "/favicon.svg",
  VITE_SPEECH_URL: env.VITE_SPEECH_URL ?? "",
  VITE_SPEECH_KEY: env.VITE_SPEECH_KEY ?? "",
};

const soketi = join(root, "node_modules/@soketi/soketi/bin/server.js");
if (!existsSync(soketi)) {
  console.error("soketi is missing: run `npm install` first.");
  process.exit(1);
}

console.log(`Building the web app into ${appDir} when it changed …`);
try {
  const built = await appBuild({ root, appDir, settings: appSettings, rebuild: args.has("--rebuild") });
  console.log(built ? "Web app built." : "Web app up to date.");
} catch (error) {
  console.error(`The web app was not built: ${error.message}`);
  process.exit(1);
}
if (args.has("--build-only")) process.exit(0);
mkdirSync(dataDir, { recursive: true });

const children = [];
let stopping = false;
const stopAll = async (status) => {
  if (stopping) return;
  stopping = true;
  // The backend first: it still publishes to soketi while it finishes its requests.
  for (const child of [...children].reverse()) await child.stop();
  process.exit(status);
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => void stopAll(0));
// Whatever ends this process, no child outlives it.
process.once("exit", () => children.forEach((child) => child.kill()));
const isStopping = () => stopping;

/** Starts a child and resolves once it listens on `listenPort`; any exit before or after stops everything. */
const start = async (name, argv, childEnv, listenPort) => {
  const child = childProcess(name, process.execPath, argv, { cwd: root, env: childEnv });
  children.push(child);
  void child.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}): stopping the others.`);
    void stopAll(1);
  });
  while (!isStopping() && !(await child.listening(localHost, listenPort))) await sleep(200);
};

const { LECTERN_DEMO: _demo, LECTERN_DEMO_FAULTS: _faults, ...shell } = env;
await start(
  "soketi",
  [soketi, "start"],
  {
    ...shell,
    SOKETI_HOST: host,
    SOKETI_PORT: String(pusherPort),
    SOKETI_METRICS_ENABLED: "0",
    SOKETI_METRICS_HOST: "127.0.0.1",
    SOKETI_METRICS_SERVER_PORT: String(metricsPort),
    SOKETI_DEFAULT_APP_ID: env.PUSHER_APP_ID || "app-id",
    SOKETI_DEFAULT_APP_KEY: pusherKey,
    SOKETI_DEFAULT_APP_SECRET: pusherSecret,
    // The widget's captions travel as client events (whispers) on the session's channel.
    SOKETI_DEFAULT_APP_ENABLE_CLIENT_MESSAGES: "true",
  },
  pusherPort,
);
await start(
  "server",
  ["--import", "tsx", join(root, "adapters/src/demo/server/main.ts")],
  {
    // The api mode: no demo doors (LECTERN_DEMO, LECTERN_DEMO_FAULTS), so it may bind any host.
    ...shell,
    HOST: host,
    PORT: String(port),
    LECTERN_DATA_DIR: dataDir,
    LECTERN_APP_DIR: appDir,
    PUSHER_HOST: localHost,
    PUSHER_PORT: String(pusherPort),
    PUSHER_APP_ID: env.PUSHER_APP_ID || "app-id",
    PUSHER_APP_KEY: pusherKey,
    PUSHER_APP_SECRET: pusherSecret,
  },
  port,
);

if (!stopping) {
  const here = `http://${localHost.includes(":") ? `[${localHost}]` : localHost}:${port}/`;
  const network = lanAddresses(host).map(
    (address) => `http://${address.includes(":") ? `[${address}]` : address}:${port}/`,
  );
  console.log(`Data: ${env.DATABASE_URL ? "PostgreSQL at DATABASE_URL, media in " : ""}${dataDir}`);
  if (network.length > 0) console.log(`On this network: ${network.join("  ")}`);
  console.log(`Lectern is ready at ${here} — Ctrl-C stops it.`);
}
