import { appDirFrom } from "./appDirFrom";
import { openServerStorage } from "./openServerStorage";
import { pusherOptions } from "./pusherOptions";
import { serverSettingsFrom } from "./serverSettings";
import { type ServerSpeech, describeServerSpeech, serverSpeechFrom } from "./serverSpeechSettings";
import { serverStorageSettingsFrom } from "./serverStorageSettings";
import { startDemoServer } from "./startDemoServer";

/**
 * `node --import tsx adapters/src/demo/server/main.ts`: the backend over HTTP at
 * http://${HOST ?? 127.0.0.1}:${PORT ?? 8787}/api, publishing real-time events to PUSHER_HOST:PUSHER_PORT.
 * The demo speech-to-text service answers WebSockets at ws://…/api/demo/speech/listen.
 * LECTERN_DEMO=1 is the demo mode (`npm run demo:server`): the demo's mailbox, stand-in identity and
 * card providers and seeded account, on loopback only. LECTERN_DEMO_FAULTS=1 adds the test controls
 * (/api/demo/reset, /api/demo/faults, /api/demo/media, /api/demo/speech/script, …). Without either,
 * none of them exist. LECTERN_DEMO_DELAY_MS adds a fixed latency to every request (benchmarks).
 * Data (serverStorageSettings): DATABASE_URL=postgres://… keeps the tables in that PostgreSQL, else
 * PGlite under LECTERN_DATA_DIR (./.lectern-data by default), recordings under <data dir>/media; the
 * demo and test modes keep everything in memory unless one of the two is set.
 * Transcription (serverSpeechSettings): LECTERN_SPEECH_URL (a provider's batch listen address, self
 * or off) and LECTERN_SPEECH_KEY; the api and demo modes default to the demo speech service (self).
 */
let settings: ReturnType<typeof serverSettingsFrom>;
let speech: ServerSpeech;
let server: Awaited<ReturnType<typeof startDemoServer>>;
let storage: Awaited<ReturnType<typeof openServerStorage>> | null = null;
try {
  settings = serverSettingsFrom(process.env);
  speech = serverSpeechFrom(process.env, settings.mode);
  storage = await openServerStorage(serverStorageSettingsFrom(process.env, settings.mode, process.cwd()));
  server = await startDemoServer({
    ...(storage.persistence ? { persistence: storage.persistence } : {}),
    ...(storage.media ? { media: storage.media } : {}),
    port: settings.port,
    host: settings.host,
    pusher: pusherOptions(process.env),
    demo: settings.mode !== "api",
    testControls: settings.mode === "test",
    addedDelayMs: settings.addedDelayMs,
    // `npm run server`: the built app served beside the API (LECTERN_APP_DIR).
    appDir: appDirFrom(process.env),
    speech,
  });
} catch (error) {
  console.error(`demo server not started: ${error instanceof Error ? error.message : String(error)}`);
  await storage?.close().catch(() => undefined);
  process.exit(1);
}
console.log(`demo server (${settings.mode} mode) listening on ${server.url.replace(/\/api$/, "")}`);
console.log(storage.where);
console.log(describeServerSpeech(speech, server.speechUrl));

const opened = storage;
const stop = (): void => {
  // The database closes after the server: the writes of requests in flight end first.
  server
    .close()
    .then(() => opened.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
