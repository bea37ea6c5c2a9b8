import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import type { WireResponse } from "@lectern/core/api/wire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { describeAuthContract } from "./authContract";
import { apiOver } from "./contractSubject";
import { ManualNow } from "./ManualNow";

const clock = new ManualNow();
let server: RunningDemoServer;

beforeAll(async () => {
  server = await startTestDemoServer(clock.now);
});

afterAll(async () => {
  await server.close();
});

/** pusher-js's own request: a urlencoded form, sent by the browser's fetch/XHR. */
const postForm = async (
  path: string,
  fields: Readonly<Record<string, string>>,
  token: string | null,
): Promise<WireResponse> => {
  const response = await fetch(`${server.url}/${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await response.text();
  return { status: response.status, headers: {}, body: text ? (JSON.parse(text) as unknown) : null };
};

describeAuthContract("HTTP contract: AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: server.url, timeoutMs: 10_000 }));
  return {
    api,
    keyValue,
    async reset() {
      clock.rewind();
      await server.reset();
    },
    advance: (ms) => clock.advance(ms),
    postForm,
  };
});

describe("Node demo server", () => {
  it("answers CORS preflights for any origin with the API's custom headers", async () => {
    const response = await fetch(`${server.url}/v2/user`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,x-http-method-override,x-shared-id",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of ["authorization", "x-http-method-override", "x-shared-id", "content-type"]) {
      expect(allowed).toContain(header);
    }
  });

  it("serves only under /api/ and accepts verbs sent directly as well as overridden", async () => {
    expect((await fetch(server.url.replace(/\/api$/, "/v2/countries"))).status).toBe(404);
    const direct = await fetch(`${server.url}/demo/outbox`, { method: "DELETE" });
    expect(direct.status).toBe(200);
    expect(direct.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("drops the connection for an injected status-0 fault, which AxiosHttp reports as status 0", async () => {
    server.router.faults.arm({ method: "GET", path: "v2/countries", response: { status: 0, headers: {}, body: null } });
    const http = new AxiosHttp({ baseUrl: server.url });
    await expect(http.send({ method: "GET", url: "v2/countries", headers: {} })).resolves.toMatchObject({ status: 0 });
    await expect(http.send({ method: "GET", url: "v2/countries", headers: {} })).resolves.toMatchObject({
      status: 200,
    });
  });
});
