import { AxiosHttp, STREAM_CUT } from "@lectern/adapters/http/AxiosHttp";
import { toWireRequest } from "@lectern/core/api/requestConventions";
import { StopSignal } from "@lectern/core/study/tutor/StopSignal";
import { tutorQuestionBody } from "@lectern/core/study/tutor/tutorCalls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStreamServer } from "./streamServer";

let server: Awaited<ReturnType<typeof startStreamServer>>;

beforeAll(async () => {
  server = await startStreamServer();
});

afterAll(async () => {
  await server.close();
});

const ask = (question = "What is ATP?") =>
  toWireRequest(
    { method: "POST", path: "sessions/41/tutor", body: tutorQuestionBody(question) },
    { token: "t0k", sharedId: null },
  );

const http = () => new AxiosHttp({ baseUrl: `${server.origin}/api` });

const line = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

describe("AxiosHttp.stream over real HTTP (text/event-stream)", () => {
  it("yields each event as it is written, before the next one exists; a line split across writes is joined", async () => {
    const events = http().stream(ask())[Symbol.asyncIterator]();
    const first = events.next();
    const request = await server.next();
    expect(request.url).toBe("/api/sessions/41/tutor");
    expect(request.headers["authorization"]).toBe("Bearer t0k");
    expect(JSON.parse(request.body)).toEqual(tutorQuestionBody("What is ATP?"));
    request.open();

    await request.write(line({ type: "start", id: "m1" }));
    expect(await first).toEqual({ done: false, value: { type: "start", id: "m1" } });

    const second = events.next();
    const text = new TextEncoder().encode(line({ type: "text", text: "Énergie 🔋" }));
    const inside = text.indexOf(0xf0) + 2; // inside the battery's four bytes
    await request.write(text.slice(0, 3)); // "dat"
    await request.write(text.slice(3, inside));
    await request.write(text.slice(inside));
    expect(await second).toEqual({ done: false, value: { type: "text", text: "Énergie 🔋" } });

    const third = events.next();
    await request.write(": keep-alive\r\n\r\n" + line({ type: "cite", start: 12.5, end: 18, label: "00:12" }));
    expect(await third).toEqual({ done: false, value: { type: "cite", start: 12.5, end: 18, label: "00:12" } });

    const fourth = events.next();
    await request.end(line({ type: "done" }));
    expect(await fourth).toEqual({ done: false, value: { type: "done" } });
    expect(await events.next()).toEqual({ done: true, value: undefined });
  });

  it("a stream the server kills mid-event throws that it was cut off (no hang)", async () => {
    const events = http().stream(ask())[Symbol.asyncIterator]();
    const first = events.next();
    const request = await server.next();
    request.open();
    await request.write(line({ type: "text", text: "Half an answer" }) + 'data: {"type":"te');
    expect(await first).toEqual({ done: false, value: { type: "text", text: "Half an answer" } });
    const next = events.next();
    request.destroy();
    await expect(next).rejects.toThrow(STREAM_CUT);
  });

  it("a non-OK reply rejects with its text (a JSON:API document or plain words), no event yielded", async () => {
    const refused = async (status: number, contentType: string, body: string) => {
      const events: unknown[] = [];
      const reading = (async () => {
        for await (const event of http().stream(ask())) events.push(event);
      })();
      const request = await server.next();
      request.open(status, { "content-type": contentType });
      await request.end(body);
      await expect(reading).rejects.toThrow(body);
      expect(events).toEqual([]);
    };
    await refused(
      403,
      "application/vnd.api+json",
      JSON.stringify({ errors: [{ status: "403", title: "The tutor is not part of your plan." }] }),
    );
    await refused(422, "text/plain", "Ask a question about this lecture.");
  });

  it("an abort while an event is awaited ends the iteration, and the server sees the request close", async () => {
    const controller = new AbortController();
    const events = http().stream(ask(), controller.signal)[Symbol.asyncIterator]();
    const first = events.next();
    const request = await server.next();
    request.open();
    await request.write(line({ type: "text", text: "Long answer…" }));
    expect(await first).toEqual({ done: false, value: { type: "text", text: "Long answer…" } });
    const waiting = events.next();
    controller.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
    await request.clientGone;
  });

  it("core's own stop signal (not a DOM AbortSignal) closes the connection before any answer came", async () => {
    const stop = new StopSignal();
    const events = http().stream(ask(), stop)[Symbol.asyncIterator]();
    const first = events.next();
    const request = await server.next();
    stop.abort();
    expect(await first).toEqual({ done: true, value: undefined });
    await request.clientGone;
  });

  it("a signal aborted before the call sends nothing", async () => {
    const stop = new StopSignal();
    stop.abort();
    const events: unknown[] = [];
    for await (const event of http().stream(ask(), stop)) events.push(event);
    expect(events).toEqual([]);
  });

  it("a consumer that breaks out early closes the connection too", async () => {
    const reading = (async () => {
      for await (const event of http().stream(ask())) return event;
      return null;
    })();
    const request = await server.next();
    request.open();
    await request.write(line({ type: "start", id: "m2" }));
    expect(await reading).toEqual({ type: "start", id: "m2" });
    await request.clientGone;
  });
});
