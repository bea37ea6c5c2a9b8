import { InProcessRealtimeHub } from "@lectern/adapters/realtime/InProcessRealtimeHub";
import { InProcessSocket } from "@lectern/adapters/realtime/InProcessSocket";
import type { SocketEvent, SocketStatus } from "@lectern/core/ports/SocketPort";
import { describe, expect, it } from "vitest";

const listen = (socket: InProcessSocket, name: string) => {
  const events: SocketEvent[] = [];
  const subscription = socket.channel(name).subscribe((event) => events.push(event));
  return { events, subscription };
};

/** Lets queued microtasks (the socket's asynchronous delivery) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("InProcessSocket", () => {
  it("follows connect and disconnect in status$", () => {
    const socket = new InProcessSocket();
    const statuses: SocketStatus[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.connect("t");
    socket.connect("t");
    socket.disconnect();
    expect(statuses).toEqual(["disconnected", "connected", "disconnected"]);
  });

  it("delivers published events to observers of the private channel, asynchronously", async () => {
    const socket = new InProcessSocket();
    socket.connect("t");
    const sessions = listen(socket, "users-7.sessions");
    const other = listen(socket, "users-8.sessions");

    const published = socket.publish("private-users-7.sessions", "created", { id: "s1" });
    expect(sessions.events).toEqual([]);
    await published;

    expect(sessions.events).toEqual([{ event: "created", data: { id: "s1" } }]);
    expect(other.events).toEqual([]);
  });

  it("drops events while disconnected and stops delivering after unsubscribe", async () => {
    const socket = new InProcessSocket();
    const sessions = listen(socket, "users-7.sessions");
    await socket.publish("private-users-7.sessions", "created", 1);
    socket.connect("t");
    await socket.publish("private-users-7.sessions", "changed", 2);
    sessions.subscription.unsubscribe();
    await socket.publish("private-users-7.sessions", "removed", 3);
    expect(sessions.events).toEqual([{ event: "changed", data: 2 }]);
  });

  it("delivers whispers to other clients of the hub with eventName and actionDate, not to the sender", async () => {
    const hub = new InProcessRealtimeHub();
    const widget = new InProcessSocket(hub);
    const mobile = new InProcessSocket(hub);
    widget.connect("t");
    mobile.connect("t");
    const widgetHears = listen(widget, "users-7.sessions-3");
    const mobileHears = listen(mobile, "users-7.sessions-3");

    widget.whisper("users-7.sessions-3", "active_poi_changed", { name: "Intro", tags: ["exam"] });
    await settle();

    expect(widgetHears.events).toEqual([]);
    expect(mobileHears.events).toHaveLength(1);
    const [heard] = mobileHears.events;
    expect(heard).toMatchObject({
      event: "client-active_poi_changed",
      data: { name: "Intro", tags: ["exam"], eventName: "active_poi_changed" },
    });
    const actionDate = (heard?.data as { actionDate?: string } | undefined)?.actionDate ?? "";
    expect(Number.isNaN(Date.parse(actionDate))).toBe(false);
  });

  it("sends no whisper while disconnected", async () => {
    const hub = new InProcessRealtimeHub();
    const widget = new InProcessSocket(hub);
    const mobile = new InProcessSocket(hub);
    mobile.connect("t");
    const mobileHears = listen(mobile, "users-7.sessions-3");
    widget.whisper("users-7.sessions-3", "stopwatch_started");
    await settle();
    expect(mobileHears.events).toEqual([]);
  });

  it("reaches every client of a shared hub when the backend publishes", async () => {
    const hub = new InProcessRealtimeHub();
    const first = new InProcessSocket(hub);
    const second = new InProcessSocket(hub);
    first.connect("t");
    second.connect("t");
    const a = listen(first, "users-7.sessions");
    const b = listen(second, "users-7.sessions");
    await first.publish("private-users-7.sessions", "wrapped", null);
    expect([a.events, b.events]).toEqual([[{ event: "wrapped", data: null }], [{ event: "wrapped", data: null }]]);
  });
});
