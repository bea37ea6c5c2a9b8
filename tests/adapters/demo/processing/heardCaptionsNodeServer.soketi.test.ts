import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import PusherServer from "pusher";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../../support/demoServer";
import { type RunningSoketi, SOKETI_APP, startSoketi } from "../../../support/soketi";
import { apiOver } from "../../contract/contractSubject";
import { UploadDriver, sliceBytes } from "../../contract/upload/UploadDriver";
import { SEED } from "./processingWorld";
import { untilSubscribers } from "../../../support/untilSubscribers";

let soketi: RunningSoketi;
let server: RunningDemoServer;
let inspector: PusherServer;

beforeAll(async () => {
  soketi = await startSoketi();
  server = await startTestDemoServer(() => Date.now(), { host: soketi.host, port: soketi.port });
  inspector = new PusherServer({ ...SOKETI_APP, host: soketi.host, port: String(soketi.port), useTLS: false });
});

afterAll(async () => {
  await server?.close();
  await soketi?.stop();
});

const subscribers = (channel: string, count: number) => untilSubscribers(inspector, channel, count);

/** Polls the server's database until what was whispered through soketi has arrived. */
const heardCount = async (count: number) => {
  const deadline = Date.now() + 10_000;
  while (server.router.database.data.heardCaptions.length < count) {
    if (Date.now() > deadline)
      throw new Error(`the server heard ${server.router.database.data.heardCaptions.length} captions`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("Node demo server with soketi: the transcript from the captions whispered while recording", () => {
  it("hears the host's captions_data through its own listening client and makes them the transcript", async () => {
    const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: server.url }));
    const driver = new UploadDriver(api, keyValue);
    const token = await driver.signIn(SEED.email, SEED.password);
    const { sessionId, path } = await driver.recordingWithStream("audio");
    const name = `users-${SEED.id}.sessions-${sessionId}`;
    const socket = new PusherSocket({
      key: SOKETI_APP.key,
      cluster: "mt1",
      wsHost: soketi.host,
      wsPort: soketi.port,
      forceTLS: false,
      authEndpoint: `${server.url}/broadcasting/auth`,
    });
    socket.connect(token);
    const subscription = socket.channel(name).subscribe();
    try {
      // The host's socket and the server's listener, which followed the session when it started.
      await subscribers(`private-${name}`, 2);
      socket.whisper(name, "captions_data", { text: "Welcome to", is_final: false });
      socket.whisper(name, "captions_data", { text: "Welcome to the lecture.", is_final: true });
      await heardCount(1);
      await driver.upload(path, 0, [sliceBytes(0)]);
      await driver.endSession(sessionId, new Date(Date.now() + 60_000).toISOString());
      await driver.mergeSession(sessionId);
      const transcript = server.router.database.data.transcripts.find((candidate) => candidate.sessionId === sessionId);
      expect(transcript).toMatchObject({
        error: null,
        speakers: [{ id: "host", name: `${SEED.profile.first_name} ${SEED.profile.last_name}` }],
        turns: [{ speakerId: "host", sentences: [{ text: "Welcome to the lecture." }] }],
      });
      // Wrapped: the listener leaves the channel.
      await subscribers(`private-${name}`, 1);
    } finally {
      subscription.unsubscribe();
      socket.disconnect();
    }
  });
});
