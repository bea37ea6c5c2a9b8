import { once } from "node:events";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PusherSocket } from "@lectern/adapters/realtime/PusherSocket";
import { CHANNEL_SUBSCRIBED, type SocketEvent } from "@lectern/core/ports/SocketPort";
import PusherServer from "pusher";
import { type Observable, firstValueFrom, filter, lastValueFrom, take, toArray } from "rxjs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningSoketi, SOKETI_APP, startSoketi } from "../../support/soketi";

const GOOD_TOKEN = "token-of-user-1";

let soketi: RunningSoketi;
let server: PusherServer;
let auth: Server;
let authEndpoint: string;
/** Bearer tokens the auth endpoint saw, in order. */
let authRequests: string[] = [];
const sockets: PusherSocket[] = [];

/** Stands in for the API's broadcasting/auth: checks the bearer, then signs like Laravel would. */
const handleAuth = async (request: IncomingMessage, response: ServerResponse) => {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
  authRequests.push(token);
  const form = new URLSearchParams(body);
  const socketId = form.get("socket_id");
  const channel = form.get("channel_name");
  if (token !== GOOD_TOKEN || !socketId || !channel) {
    response.writeHead(403, { "content-type": "application/json" }).end('{"message":"Forbidden"}');
    return;
  }
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(server.authorizeChannel(socketId, channel)));
};

const newSocket = () => {
  const socket = new PusherSocket({
    key: SOKETI_APP.key,
    cluster: "mt1",
    wsHost: soketi.host,
    wsPort: soketi.port,
    forceTLS: false,
    authEndpoint,
  });
  sockets.push(socket);
  return socket;
};

/** Polls soketi's HTTP API until the channel has exactly `count` subscribed connections. */
const subscribers = async (channel: string, count: number) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const reply = await server.get({ path: `/channels/${channel}`, params: { info: "subscription_count" } });
    const { subscription_count: current = 0 } = (await reply.json()) as { subscription_count?: number };
    if (current === count) return;
    if (Date.now() > deadline) throw new Error(`${channel} has ${current} subscribers, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The channel's next `count` events, its confirmations left out. */
const next = (events: Observable<SocketEvent>, count = 1) =>
  lastValueFrom(
    events.pipe(
      filter(({ event }) => event !== CHANNEL_SUBSCRIBED),
      take(count),
      toArray(),
    ),
  );
const confirmations = (events: Observable<SocketEvent>, count: number) =>
  lastValueFrom(
    events.pipe(
      filter(({ event }) => event === CHANNEL_SUBSCRIBED),
      take(count),
      toArray(),
    ),
  );

beforeAll(async () => {
  soketi = await startSoketi();
  server = new PusherServer({
    appId: SOKETI_APP.appId,
    key: SOKETI_APP.key,
    secret: SOKETI_APP.secret,
    host: soketi.host,
    port: String(soketi.port),
    useTLS: false,
  });
  auth = createServer((request, response) => void handleAuth(request, response));
  auth.listen(0, "127.0.0.1");
  await once(auth, "listening");
  authEndpoint = `http://127.0.0.1:${(auth.address() as AddressInfo).port}/api/broadcasting/auth`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  authRequests = [];
});

afterAll(async () => {
  auth?.close();
  await soketi?.stop();
});

describe("PusherSocket against soketi", () => {
  it("connects, authorises a private channel with the bearer token and receives server events", async () => {
    const socket = newSocket();
    const connected = firstValueFrom(socket.status$.pipe(filter((status) => status === "connected")));
    socket.connect(GOOD_TOKEN);
    await connected;

    const received = next(socket.channel("users-1.sessions"), 2);
    const confirmed = confirmations(socket.channel("users-1.sessions"), 1);
    await subscribers("private-users-1.sessions", 1);
    // The server's confirmation reaches the app as one event, so a reader can catch up on what it missed.
    expect(await confirmed).toEqual([{ event: CHANNEL_SUBSCRIBED, data: null }]);
    await server.trigger("private-users-1.sessions", "created", { id: "s-1" });
    await server.trigger("private-users-1.sessions", "wrapped", { id: "s-1" });

    // No pusher: protocol events reach the app, only the channel's own.
    expect(await received).toEqual([
      { event: "created", data: { id: "s-1" } },
      { event: "wrapped", data: { id: "s-1" } },
    ]);
    expect(authRequests).toEqual([GOOD_TOKEN]);
  });

  it("shares one subscription between observers and unsubscribes when the last leaves", async () => {
    const socket = newSocket();
    socket.connect(GOOD_TOKEN);
    const first = socket.channel("users-2.sessions").subscribe();
    const second = socket.channel("users-2.sessions").subscribe();
    await subscribers("private-users-2.sessions", 1);
    expect(authRequests).toHaveLength(1);

    first.unsubscribe();
    second.unsubscribe();
    await subscribers("private-users-2.sessions", 0);
  });

  it("keeps its channels when connected again with the same token, re-authorises with a new one", async () => {
    const socket = newSocket();
    socket.connect(GOOD_TOKEN);
    const events = next(socket.channel("users-4.sessions"));
    await subscribers("private-users-4.sessions", 1);
    socket.connect(GOOD_TOKEN);
    await server.trigger("private-users-4.sessions", "changed", { id: "s-4" });
    expect(await events).toEqual([{ event: "changed", data: { id: "s-4" } }]);
    expect(authRequests).toEqual([GOOD_TOKEN]);

    const refused = firstValueFrom(socket.channel("users-4.sessions"));
    socket.connect("expired-token");
    await expect(refused).rejects.toThrow("cannot subscribe");
    expect(authRequests.filter((token) => token === "expired-token")).toHaveLength(4);
  });

  it("retries a refused subscription 3 times, then errors with 'cannot subscribe'", async () => {
    const socket = newSocket();
    socket.connect("stolen-token");
    await expect(firstValueFrom(socket.channel("users-1.sessions"))).rejects.toThrow("cannot subscribe");
    // The first attempt and three retries.
    expect(authRequests).toEqual(Array(4).fill("stolen-token"));
  });

  it("whispers between two clients with eventName and actionDate, never echoing to the sender", async () => {
    const mobile = newSocket();
    const widget = newSocket();
    mobile.connect(GOOD_TOKEN);
    widget.connect(GOOD_TOKEN);
    const mobileHears = next(mobile.channel("users-1.sessions-5"), 2);
    const widgetHeard: SocketEvent[] = [];
    const widgetListens = widget
      .channel("users-1.sessions-5")
      .pipe(filter(({ event }) => event !== CHANNEL_SUBSCRIBED))
      .subscribe((event) => widgetHeard.push(event));
    await subscribers("private-users-1.sessions-5", 2);

    const before = Date.now();
    widget.whisper("users-1.sessions-5", "active_poi_changed", { name: "Intro", tags: ["exam"] });
    widget.whisper("users-1.sessions-5", "stopwatch_started");
    const [poi, stopwatch] = await mobileHears;

    expect(poi).toMatchObject({
      event: "client-active_poi_changed",
      data: { name: "Intro", tags: ["exam"], eventName: "active_poi_changed" },
    });
    expect(stopwatch).toMatchObject({ event: "client-stopwatch_started", data: { eventName: "stopwatch_started" } });
    const actionDate = (poi?.data as { actionDate?: string } | undefined)?.actionDate ?? "";
    expect(actionDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(actionDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(widgetHeard).toEqual([]);
    widgetListens.unsubscribe();
  });

  it("whispers on a channel it does not observe yet, once the subscription is up", async () => {
    const mobile = newSocket();
    const widget = newSocket();
    mobile.connect(GOOD_TOKEN);
    widget.connect(GOOD_TOKEN);
    const mobileHears = next(mobile.channel("users-1.sessions-6"));
    await subscribers("private-users-1.sessions-6", 1);

    widget.whisper("users-1.sessions-6", "mobile_connected");

    expect(await mobileHears).toMatchObject([
      { event: "client-mobile_connected", data: { eventName: "mobile_connected" } },
    ]);
  });

  it("reports disconnection and keeps observers for the next connection", async () => {
    const socket = newSocket();
    const statuses: string[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.connect(GOOD_TOKEN);
    await firstValueFrom(socket.status$.pipe(filter((status) => status === "connected")));
    const events = next(socket.channel("users-3.sessions"));
    await confirmations(socket.channel("users-3.sessions"), 1);

    socket.disconnect();
    expect(statuses.at(-1)).toBe("disconnected");
    await subscribers("private-users-3.sessions", 0);

    const confirmedAgain = confirmations(socket.channel("users-3.sessions"), 1);
    socket.connect(GOOD_TOKEN);
    await subscribers("private-users-3.sessions", 1);
    await server.trigger("private-users-3.sessions", "started", { id: "s-2" });
    expect(await events).toEqual([{ event: "started", data: { id: "s-2" } }]);
    // Confirmed again on the new connection: what was published while away did not arrive.
    expect(await confirmedAgain).toEqual([{ event: CHANNEL_SUBSCRIBED, data: null }]);
    expect(statuses).toEqual(["disconnected", "connecting", "connected", "disconnected", "connecting", "connected"]);
  });
});
