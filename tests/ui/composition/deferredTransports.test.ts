import type { SocketStatus } from "@lectern/core/ports/SocketPort";
import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { DeferredHttp } from "../../../ui/src/composition/DeferredHttp";
import { DeferredSocket } from "../../../ui/src/composition/DeferredSocket";
import { onFirstInput } from "../../../ui/src/composition/onFirstInput";
import { RecordingSocket } from "../../support/RecordingSocket";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";

const flush = () => new Promise((resolve) => setImmediate(resolve));
const GET_USER = { method: "GET", url: "v2/user", headers: {} } as const;

/** A fetch the test counts and can make fail the first `failures` times. */
const countedFetch = <T>(value: T, failures = 0) => {
  const state = { calls: 0 };
  const fetch = async (): Promise<T> => {
    state.calls += 1;
    if (state.calls <= failures) throw new Error("the chunk did not arrive");
    return value;
  };
  return { state, fetch };
};

describe("DeferredHttp (the demo backend fetched on first use)", () => {
  it("fetches nothing until the first request, then once for every request", async () => {
    const transport = new ScriptedHttp().on("GET", "v2/user", ok({ data: {} }));
    const { state, fetch } = countedFetch(transport);
    const http = new DeferredHttp(fetch);
    expect(state.calls).toBe(0);
    const [first, second] = await Promise.all([http.send(GET_USER), http.send(GET_USER)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(state.calls).toBe(1);
    expect(transport.sent).toHaveLength(2);
  });

  it("load() fetches ahead of the first request, which then does not fetch again", async () => {
    const { state, fetch } = countedFetch(new ScriptedHttp().on("GET", "v2/user", ok({})));
    const http = new DeferredHttp(fetch);
    await http.load();
    await http.send(GET_USER);
    expect(state.calls).toBe(1);
  });

  it("answers like a dropped connection when the transport cannot be fetched, and fetches again next time", async () => {
    const { state, fetch } = countedFetch(new ScriptedHttp().on("GET", "v2/user", ok({})), 1);
    const http = new DeferredHttp(fetch);
    expect((await http.send(GET_USER)).status).toBe(0);
    expect((await http.send(GET_USER)).status).toBe(200);
    expect(state.calls).toBe(2);
  });
});

describe("DeferredSocket", () => {
  it("reads as disconnected without fetching; connect fetches and follows the real status", async () => {
    const real = new RecordingSocket();
    const { state, fetch } = countedFetch(real);
    const socket = new DeferredSocket(fetch);
    const statuses: SocketStatus[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.disconnect();
    await flush();
    expect(state.calls).toBe(0);
    expect(real.disconnects).toBe(0);

    socket.connect("tok-1");
    socket.whisper("users-7", "client-ping");
    socket.disconnect();
    await flush();
    expect(state.calls).toBe(1);
    expect(real.connectedWith).toEqual(["tok-1"]);
    expect(real.whispers.map((whisper) => whisper.eventName)).toEqual(["client-ping"]);
    // In the order they were called: connected, then disconnected.
    expect(real.disconnects).toBe(1);
    expect(statuses.at(-1)).toBe("disconnected");
    expect(statuses).toContain("connected");
  });

  it("delivers a channel's events once the socket is fetched", async () => {
    const real = new RecordingSocket();
    const socket = new DeferredSocket(countedFetch(real).fetch);
    const event = firstValueFrom(socket.channel("users-7"));
    await flush();
    real.emit("users-7", "session.ended", { id: "3" });
    expect(await event).toEqual({ event: "session.ended", data: { id: "3" } });
  });

  it("says 'failed' when the socket cannot be fetched, and fetches again on the next connect", async () => {
    const real = new RecordingSocket();
    const { state, fetch } = countedFetch(real, 1);
    const socket = new DeferredSocket(fetch);
    const statuses: SocketStatus[] = [];
    socket.status$.subscribe((status) => statuses.push(status));
    socket.connect("tok-1");
    await flush();
    expect(statuses.at(-1)).toBe("failed");
    socket.connect("tok-1");
    await flush();
    expect(state.calls).toBe(2);
    expect(statuses.at(-1)).toBe("connected");
  });
});

describe("onFirstInput", () => {
  it("runs once, on the first key, tap or input, and not on focus", () => {
    const target = new EventTarget();
    let runs = 0;
    onFirstInput(target, () => (runs += 1));
    target.dispatchEvent(new Event("focusin"));
    expect(runs).toBe(0);
    target.dispatchEvent(new Event("keydown"));
    target.dispatchEvent(new Event("pointerdown"));
    target.dispatchEvent(new Event("input"));
    expect(runs).toBe(1);
  });
});
