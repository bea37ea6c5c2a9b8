import { pusherOptions } from "./pusherOptions";
import { startDemoServer } from "./startDemoServer";

/**
 * `node --import tsx adapters/src/demo/server/main.ts`: the demo backend over HTTP at
 * http://127.0.0.1:${PORT ?? 8787}/api, publishing real-time events to PUSHER_HOST:PUSHER_PORT.
 */
const port = Number(process.env["PORT"] ?? 8787);
const server = await startDemoServer({ port, pusher: pusherOptions(process.env) });
console.log(`demo server listening on http://127.0.0.1:${server.port}`);

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
