import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { joinApiUrl } from "@lectern/adapters/http/joinApiUrl";
import { JSON_API_TYPE, toWireRequest } from "@lectern/core/api/requestConventions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Received, startEchoServer } from "./echoServer";

let echo: Awaited<ReturnType<typeof startEchoServer>>;

beforeAll(async () => {
  echo = await startEchoServer((incoming, outgoing, received) => {
    const path = received.url.split("?")[0];
    if (path === "/api/status/422") {
      outgoing.writeHead(422, { "content-type": JSON_API_TYPE, "x-trace": "t-1" });
      outgoing.end(JSON.stringify({ errors: [{ status: "422", title: "Bad input" }] }));
      return true;
    }
    if (path === "/api/text") {
      outgoing.writeHead(500, { "content-type": "text/plain" });
      outgoing.end("Server exploded");
      return true;
    }
    if (path === "/api/empty") {
      outgoing.writeHead(204);
      outgoing.end();
      return true;
    }
    if (path === "/api/silent") return true; // never answers: the timeout must fire
    if (path === "/api/events") {
      outgoing.writeHead(200, { "content-type": "text/event-stream" });
      // Lines split across writes on purpose (the second waits for the first to reach the socket): the
      // reader must join them.
      outgoing.write('data: {"n":1}\n\nda', () => {
        outgoing.write('ta: {"n":2,"echo":' + JSON.stringify(received.body) + "}\n: comment\nevent: x\n\n");
        outgoing.end('data: {"n":3}');
      });
      return true;
    }
    if (path === "/api/events-fail") {
      outgoing.writeHead(429, { "content-type": "text/plain" });
      outgoing.end("Too many requests, slow down");
      return true;
    }
    return false;
  });
});

afterAll(async () => {
  await echo.close();
});

const http = (base = `${echo.origin}/api`, timeoutMs?: number) =>
  new AxiosHttp({ baseUrl: base, ...(timeoutMs ? { timeoutMs } : {}) });

const received = (body: unknown): Received => body as Received;

const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

describe("AxiosHttp", () => {
  it("sends the wire request exactly: method, JSON:API headers, bearer, shared id, JSON body", async () => {
    const wire = toWireRequest(
      { method: "POST", path: "v2/auth/login", body: { data: { attributes: { email: "a@b.co" } } } },
      { token: "t0k", sharedId: "s-9" },
    );
    const response = await http().send(wire);
    expect(response.status).toBe(200);
    const echoed = received(response.body);
    expect(echoed.method).toBe("POST");
    expect(echoed.url).toBe("/api/v2/auth/login");
    expect(echoed.headers["accept"]).toBe(JSON_API_TYPE);
    expect(echoed.headers["content-type"]).toBe(JSON_API_TYPE);
    expect(echoed.headers["authorization"]).toBe("Bearer t0k");
    expect(echoed.headers["x-shared-id"]).toBe("s-9");
    expect(JSON.parse(echoed.body)).toEqual({ data: { attributes: { email: "a@b.co" } } });
  });

  it("carries the method override: DELETE travels as POST with X-HTTP-METHOD-OVERRIDE", async () => {
    const wire = toWireRequest({ method: "DELETE", path: "v2/session/7/unshare" }, { token: null, sharedId: null });
    const echoed = received((await http().send(wire)).body);
    expect(echoed.method).toBe("POST");
    expect(echoed.headers["x-http-method-override"]).toBe("DELETE");
    expect(echoed.headers["authorization"]).toBeUndefined();
    expect(echoed.body).toBe("");
  });

  it("joins the base and the path with exactly one slash, never touching the query", async () => {
    const echoed = received(
      (await http(`${echo.origin}/api//`).send({ method: "GET", url: "//v2//user?next=a//b", headers: {} })).body,
    );
    expect(echoed.url).toBe("/api/v2/user?next=a//b");
    expect(joinApiUrl("http://h/api", "v2/x")).toBe("http://h/api/v2/x");
    expect(joinApiUrl("http://h/api/", "/v2/x")).toBe("http://h/api/v2/x");
    expect(joinApiUrl("http://h/api", "https://cdn.example.com//up//load?x=1")).toBe(
      "https://cdn.example.com/up/load?x=1",
    );
    const query = toWireRequest(
      { method: "GET", path: "sessions", query: { "filter[name]": "a b" } },
      { token: null, sharedId: null },
    );
    expect(received((await http().send(query)).body).url).toBe("/api/sessions?filter%5Bname%5D=a%20b");
  });

  it("resolves every HTTP status with the parsed body and lower-cased headers", async () => {
    const failed = await http().send({ method: "GET", url: "status/422", headers: {} });
    expect(failed).toMatchObject({ status: 422, body: { errors: [{ title: "Bad input" }] } });
    expect(failed.headers["x-trace"]).toBe("t-1");
    expect(await http().send({ method: "GET", url: "text", headers: {} })).toMatchObject({
      status: 500,
      body: "Server exploded",
    });
    expect(await http().send({ method: "GET", url: "empty", headers: {} })).toMatchObject({ status: 204, body: null });
  });

  it("answers status 0 when the connection is refused", async () => {
    const port = await freePort();
    const response = await http(`http://127.0.0.1:${port}/api`).send({ method: "GET", url: "v2/user", headers: {} });
    expect(response).toEqual({ status: 0, headers: {}, body: null });
  });

  it("answers status 0 when the server does not answer in time", async () => {
    const response = await http(`${echo.origin}/api`, 200).send({ method: "GET", url: "silent", headers: {} });
    expect(response.status).toBe(0);
  });

  it("sends multipart with a `data` JSON part and one part per file, letting the transport set the boundary", async () => {
    const wire = toWireRequest(
      {
        method: "POST",
        path: "sessions/1/relationships/notes/upload",
        body: { data: { type: "sessions_notes", attributes: { text: "hi" } } },
        files: [
          { field: "files[]", name: "a.txt", data: new Blob(["alpha"], { type: "text/plain" }) },
          { field: "files[]", name: "b.bin", data: new TextEncoder().encode("beta") },
        ],
      },
      { token: "t", sharedId: null },
    );
    const echoed = received((await http().send(wire)).body);
    expect(echoed.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.parts[0]).toEqual([
      "data",
      JSON.stringify({ data: { type: "sessions_notes", attributes: { text: "hi" } } }),
    ]);
    expect(echoed.parts[1]).toEqual(["files[]", { name: "a.txt", type: "text/plain", text: "alpha" }]);
    expect(echoed.parts[2]).toMatchObject(["files[]", { name: "b.bin", text: "beta" }]);
  });

  it("stream() yields each data: line's JSON as it arrives, across chunk boundaries", async () => {
    const wire = toWireRequest(
      { method: "POST", path: "events", body: { question: "why?" } },
      { token: "t", sharedId: null },
    );
    const events: unknown[] = [];
    for await (const event of http().stream(wire)) events.push(event);
    expect(events).toEqual([{ n: 1 }, { n: 2, echo: JSON.stringify({ question: "why?" }) }, { n: 3 }]);
  });

  it("stream() throws an Error with the body text when the answer is not OK", async () => {
    const wire = toWireRequest({ method: "POST", path: "events-fail", body: {} }, { token: null, sharedId: null });
    await expect(async () => {
      for await (const _ of http().stream(wire)) void _;
    }).rejects.toThrow("Too many requests, slow down");
  });
});
