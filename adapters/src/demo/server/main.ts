import { pusherOptions } from "./pusherOptions";
import { serverSettingsFrom } from "./serverSettings";
import { startDemoServer } from "./startDemoServer";

/**
 * `node --import tsx adapters/src/demo/server/main.ts`: the backend over HTTP at
 * http://${HOST ?? 127.0.0.1}:${PORT ?? 8787}/api, publishing real-time events to PUSHER_HOST:PUSHER_PORT.
 * The demo speech-to-text service answers WebSockets at ws://…/api/demo/speech/listen.
 * LECTERN_DEMO=1 is the demo mode (`npm run demo:server`): the demo's mailbox, stand-in identity and
 * card providers and seeded account, on loopback only. LECTERN_DEMO_FAULTS=1 adds the test controls
 * (/api/demo/reset, /api/demo/faults, /api/demo/media, /api/demo/speech/script, …). Without either,
 * none of them exist. LECTERN_DEMO_DELAY_MS adds a fixed latency to every request (benchmarks).
 */
let settings: ReturnType<typeof serverSettingsFrom>;
let server: Awaited<ReturnType<typeof startDemoServer>>;
try {
  settings = serverSettingsFrom(process.env);
  server = await startDemoServer({
    port: settings.port,
    host: settings.host,
    pusher: pusherOptions(process.env),
    demo: settings.mode !== "api",
    testControls: settings.mode === "test",
    addedDelayMs: settings.addedDelayMs,
  });
} catch (error) {
  console.error(`demo server not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
console.log(`demo server (${settings.mode} mode) listening on ${server.url.replace(/\/api$/, "")}`);

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
