import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import { TOKEN_KEY } from "@lectern/core/api/ApiClient";
import { CHANNEL_SUBSCRIBED } from "@lectern/core/ports/SocketPort";
import { TokenReply } from "@lectern/core/api/resources/tokenReply";
import PusherServer from "pusher";
import { filter, firstValueFrom, take, toArray, lastValueFrom } from "rxjs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { type RunningSoketi, SOKETI_APP, startSoketi } from "../../support/soketi";
import { apiOver } from "./contractSubject";
import { UploadDriver, sliceBytes } from "./upload/UploadDriver";
import { untilSubscribers } from "../../support/untilSubscribers";

const SEED = SEED_USERS[0];
let soketi: RunningSoketi;
let server: RunningDemoServer;
let inspector: PusherServer;
const sockets: PusherSocket[] = [];

beforeAll(async () => {
  soketi = await startSoketi();
  server = await startTestDemoServer(() => Date.now(), { host: soketi.host, port: soketi.port });
  inspector = new PusherServer({ ...SOKETI_APP, host: soketi.host, port: String(soketi.port), useTLS: false });
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await server?.close();
  await soketi?.stop();
});

const subscribers = (channel: string, count: number) => untilSubscribers(inspector, channel, count);

/** A signed-in user: their socket, and the API client holding their token. */
const signedInUser = async () => {
  const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: server.url }));
  const reply = await api.request(
    {
      method: "POST",
      path: "v2/auth/login",
      body: { data: { attributes: { email: SEED.email, password: SEED.password } } },
    },
    TokenReply,
  );
  const socket = new PusherSocket({
    key: SOKETI_APP.key,
    cluster: "mt1",
    wsHost: soketi.host,
    wsPort: soketi.port,
    forceTLS: false,
    authEndpoint: `${server.url}/broadcasting/auth`,
  });
  sockets.push(socket);
  socket.connect(reply.data.attributes.token ?? "");
  keyValue.set(TOKEN_KEY, reply.data.attributes.token ?? "");
  return { socket, api, keyValue };
};

const signedInSocket = async () => (await signedInUser()).socket;

describe("Node demo server with soketi: broadcasting/auth and PusherPublisher", () => {
  it("authorises the user's own channel for pusher-js and delivers what the server publishes", async () => {
    const socket = await signedInSocket();
    const received = lastValueFrom(
      socket.channel(`users-${SEED.id}.sessions`).pipe(
        filter(({ event }) => event !== CHANNEL_SUBSCRIBED),
        take(1),
        toArray(),
      ),
    );
    await subscribers(`private-users-${SEED.id}.sessions`, 1);
    await server.publisher.publish(`private-users-${SEED.id}.sessions`, "created", { id: "s-1" });
    expect(await received).toEqual([{ event: "created", data: { id: "s-1" } }]);
  });

  it("delivers a merge's stream_convert_progress events on the session's private channel", async () => {
    const { socket, api, keyValue } = await signedInUser();
    const driver = new UploadDriver(api, keyValue);
    const { sessionId, path } = await driver.recordingWithStream();
    await driver.upload(path, 0, [sliceBytes(0), sliceBytes(1)]);
    await driver.endSession(sessionId);
    const progress = lastValueFrom(
      socket.channel(`users-${SEED.id}.sessions-${sessionId}`).pipe(
        filter((event) => event.event === "stream_convert_progress"),
        take(2),
        toArray(),
      ),
    );
    // The user's socket and the server's own listener, which hears the captions whispered there.
    await subscribers(`private-users-${SEED.id}.sessions-${sessionId}`, 2);
    await driver.mergeSession(sessionId);
    const events = await progress;
    expect(events.map((event) => event.event)).toEqual(Array(2).fill("stream_convert_progress"));
    // Processing after the merge: made-up bytes decode to no waveform, and the stream is converted all the same.
    expect(events.map((event) => (event.data as { status: number }).status)).toEqual([20, 30]);
  });

  it("refuses another user's channel, so pusher-js gives up with 'cannot subscribe'", async () => {
    const socket = await signedInSocket();
    await expect(firstValueFrom(socket.channel("users-999.sessions"))).rejects.toThrow("cannot subscribe");
  });
});
