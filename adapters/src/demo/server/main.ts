import { pusherOptions } from "./pusherOptions";
import { startDemoServer } from "./startDemoServer";

/**
 * `node --import tsx adapters/src/demo/server/main.ts`: the demo backend over HTTP at
 * http://127.0.0.1:${PORT ?? 8787}/api, publishing real-time events to PUSHER_HOST:PUSHER_PORT.
 * The demo speech-to-text service answers WebSockets at ws://127.0.0.1:${PORT}/api/demo/speech/listen.
 * LECTERN_DEMO_FAULTS=1 turns on the test controls (/api/demo/faults, /api/demo/media,
 * /api/demo/speech/script, …);
 * LECTERN_DEMO_DELAY_MS adds a fixed latency to every request (benchmarks).
 */
const port = Number(process.env["PORT"] ?? 8787);
const addedDelayMs = Number(process.env["LECTERN_DEMO_DELAY_MS"] ?? 0);
if (!Number.isFinite(addedDelayMs) || addedDelayMs < 0) throw new Error("LECTERN_DEMO_DELAY_MS must be 0 or more.");
const server = await startDemoServer({
  port,
  pusher: pusherOptions(process.env),
  testControls: process.env["LECTERN_DEMO_FAULTS"] === "1",
  addedDelayMs,
});
console.log(`demo server listening on http://127.0.0.1:${server.port}`);

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
