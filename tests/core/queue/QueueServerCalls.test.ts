import { ApiClient } from "@lectern/core/api/ApiClient";
import type { WireRequest } from "@lectern/core/api/wire";
import { NetworkMonitor } from "@lectern/core/network/application/NetworkMonitor";
import { QueueServerCalls } from "@lectern/core/queue/application/QueueServerCalls";
import { parseChunkFileName } from "@lectern/core/queue/application/uploadCalls";
import { Fnv1a64 } from "@lectern/core/queue/domain/Fnv1a64";
import { describe, expect, it } from "vitest";
import { InMemoryKeyValue } from "../../support/InMemoryKeyValue";
import { ManualProbe } from "../../support/ManualProbe";
import { ScriptedHttp, ok } from "../../support/ScriptedHttp";
import { VirtualClock } from "../../support/VirtualClock";
import { aBatch } from "./queueMothers";

const make = () => {
  const http = new ScriptedHttp();
  const api = new ApiClient(http, new InMemoryKeyValue(), new NetworkMonitor(new ManualProbe(), new VirtualClock()));
  return { http, calls: new QueueServerCalls(api) };
};

const jsonOf = (request: WireRequest | undefined) => (request?.body?.kind === "json" ? request.body.value : undefined);
const AT = Date.UTC(2026, 10, 22, 9, 0, 0);

describe("QueueServerCalls: the wire shapes of uploadCalls", () => {
  it("creates a session with its name, organisation and UTC start, and reads back its id", async () => {
    const { http, calls } = make();
    http.on("POST", "sessions", { status: 201, headers: {}, body: { data: { id: 41, type: "sessions" } } });
    expect(await calls.createSession("Algebra", AT, "org-1")).toBe("41");
    expect(jsonOf(http.sent[0])).toEqual({
      data: {
        type: "sessions",
        attributes: { name: "Algebra", organization_id: "org-1", started_at: "2026-11-22T09:00:00.000Z" },
      },
    });
  });

  it("creates a stream of a type and returns its path", async () => {
    const { http, calls } = make();
    http.on("POST", "sessions/41/relationships/streams", {
      status: 201,
      headers: {},
      body: { data: { id: "7", type: "streams", attributes: { type: "audio", path: "streams/7", status: 0 } } },
    });
    expect(await calls.createStream("41", "audio", AT)).toBe("streams/7");
    expect(jsonOf(http.sent[0])).toEqual({
      data: {
        type: "streams",
        attributes: { type: "audio", created_at: "2026-11-22T09:00:00.000Z", is_primary: false },
      },
    });
  });

  it("uploads a batch as one PUT file named by its range and FNV-1a hash, with each slice's size", async () => {
    const { http, calls } = make();
    http.on("PUT", "streams/7/partial/upload", ok({ data: {} }));
    const slices = [new Uint8Array([1, 2]), new Uint8Array([3]), new Uint8Array([4, 5, 6])];
    const batch = { ...aBatch("audio", 3, 5), sizes: [2, 1, 3], bytes: 6, chunkIds: [10, 11, 12] };
    await calls.upload("streams/7", batch, async (id) => slices[id - 10]!);
    const request = http.sent[0]!;
    expect(request.method).toBe("POST");
    expect(request.headers["X-HTTP-METHOD-OVERRIDE"]).toBe("PUT");
    expect(request.body?.kind).toBe("multipart");
    if (request.body?.kind !== "multipart") return;
    expect(request.body.data).toEqual({ slices: [2, 1, 3] });
    const [file] = request.body.files;
    expect(file?.field).toBe("file");
    expect(file?.data).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
    const hash = new Fnv1a64().update(new Uint8Array([1, 2, 3, 4, 5, 6])).digest();
    expect(parseChunkFileName(file!.name)).toEqual({ from: 3, to: 5, hash });
  });

  it("says a session is gone only on a 404", async () => {
    const { http, calls } = make();
    http.on("GET", "sessions/1", ok({ data: {} }));
    http.on("GET", "sessions/3", { status: 503, headers: {}, body: null });
    expect(await calls.sessionExists("1")).toBe(true);
    expect(await calls.sessionExists("2")).toBe(false);
    await expect(calls.sessionExists("3")).rejects.toMatchObject({ status: 503 });
  });

  it("lists sessions by id with their streams and what each holds; a lost stream creation leaves an empty twin", async () => {
    const { http, calls } = make();
    const stream = (id: string, type: string, receivedThrough: number) => ({
      id,
      type: "streams",
      attributes: { type, path: `streams/${id}`, status: 10, received_through: receivedThrough },
      relationships: { session: { data: { id: "41", type: "sessions" } } },
    });
    http.on(
      "GET",
      "sessions",
      ok({
        data: [
          { id: "41", type: "sessions", attributes: { status: 20 } },
          { id: "42", type: "sessions", attributes: { status: 30 } },
        ],
        included: [stream("7", "audio", 4), stream("8", "audio", -1), stream("9", "camera", 0)],
      }),
    );
    const sessions = await calls.listSessions(["41", "42"]);
    expect(http.sent[0]?.url).toBe("sessions?filter[ids]=41,42&include=streams");
    expect(sessions.get("41")).toEqual({
      status: 20,
      merged: false,
      streams: { audio: { path: "streams/7", receivedThrough: 4 }, camera: { path: "streams/9", receivedThrough: 0 } },
    });
    expect(sessions.get("42")).toMatchObject({ merged: true, streams: {} });
  });

  it("reports stuck items under data.stuck with the local database's field names", async () => {
    const { http, calls } = make();
    http.on("POST", "v2/monitoring/widget/stuck", ok({ data: {} }));
    const item = {
      id: "a",
      sessionId: "41",
      startedAt: AT,
      endedAt: null,
      name: "Old",
      organizationId: null,
      countChunks: 2,
      countedChunksUploaded: 1,
      audioPath: "streams/7",
      combinedPath: null,
      cameraPath: null,
      state: {
        isStarted: true,
        isFinished: true,
        isPendingCreated: false,
        isStatusCreated: true,
        isPendingEnded: false,
        isStatusEnded: false,
        isPendingMerge: false,
        isSuspended: false,
      },
    };
    await calls.reportStuck([item]);
    expect(jsonOf(http.sent[0])).toEqual({
      data: {
        stuck: [
          {
            identity: "a",
            session_id: "41",
            startedAt: AT,
            endedAt: null,
            name: "Old",
            countChunks: 2,
            countedChunksUploaded: 1,
            organizationId: null,
            audio_path: "streams/7",
            combined_path: null,
            camera_path: null,
            state: item.state,
          },
        ],
      },
    });
  });
});
