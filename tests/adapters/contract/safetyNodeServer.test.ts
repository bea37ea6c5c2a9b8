import { REQUEST_TEXTS } from "@lectern/adapters/demo/routing/requestTexts";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { serverSettingsFrom } from "@lectern/adapters/demo/server/serverSettings";
import {
  LOOPBACK_ONLY,
  NOT_FROM_THIS_MACHINE,
  type RunningDemoServer,
  startDemoServer,
} from "@lectern/adapters/demo/server/startDemoServer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeContractServer } from "./contractBackends";
import { rawHttp } from "./safety/rawHttp";
import type { RawResponse } from "./safety/SafetySubject";
import { describeSafetyContract } from "./safetyContract";

const node = nodeContractServer();
/** Linux answers the whole of 127.0.0.0/8: a second loopback address is a second client. */
const ANOTHER_CLIENT = "127.0.0.2";
const JSON_API = { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" };
const titleOf = (response: RawResponse): string | undefined =>
  (response.body as { errors?: { title: string }[] } | null)?.errors?.[0]?.title;

describeSafetyContract("safety contract (issue 19): AxiosHttp → Node demo server", async () => {
  const { api, keyValue } = node.connect();
  return {
    api,
    keyValue,
    async reset() {
      node.clock.rewind();
      await api.send({ method: "POST", path: "demo/reset" });
    },
    advance: (ms) => node.clock.advance(ms),
    raw: (request) =>
      rawHttp({
        method: request.method,
        url: `${node.server().url}/${request.path}`,
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.from === "another client" ? { localAddress: ANOTHER_CLIENT } : {}),
      }),
  };
});

/** A server started in its own way for one test, closed after it. */
const withServer = async (
  options: Parameters<typeof startDemoServer>[0],
  run: (server: RunningDemoServer) => Promise<void>,
): Promise<void> => {
  const server = await startDemoServer({ port: 0, publisher: { publish: async () => undefined }, ...options });
  try {
    await run(server);
  } finally {
    await server.close();
  }
};

const call = (server: RunningDemoServer, method: string, path: string, headers: Record<string, string> = {}) =>
  rawHttp({ method, url: `${server.url}/${path}`, headers: { ...JSON_API, ...headers } });

const DEMO_DOORS = [
  ["GET", "demo/outbox"],
  ["POST", "demo/sso/sign-in"],
  ["POST", "demo/sso/assert"],
  ["GET", "demo/card-provider/setups/any"],
] as const;
const TEST_CONTROLS = [
  ["POST", "demo/reset"],
  ["GET", "demo/faults"],
  ["POST", "demo/speech/script"],
] as const;

describe("the Node server's modes (issue 19)", () => {
  it("has no demo doors, test controls or seeded account without a demo or test mode", async () => {
    await withServer({}, async (server) => {
      for (const [method, path] of [...DEMO_DOORS, ...TEST_CONTROLS]) {
        const answer = await call(server, method, path);
        expect({ path, status: answer.status, title: titleOf(answer) }).toEqual({
          path,
          status: 404,
          title: `Nothing is found at ${path}.`,
        });
      }
      const login = await rawHttp({
        method: "POST",
        url: `${server.url}/v2/auth/login`,
        headers: JSON_API,
        body: JSON.stringify({
          data: { attributes: { email: SEED_USERS[0].email, password: SEED_USERS[0].password } },
        }),
      });
      expect(login.body).toMatchObject({ data: { attributes: { error: true } } });
      // Any page may call it (bearer tokens, no cookies).
      const countries = await call(server, "GET", "v2/countries", { origin: "https://app.example.org" });
      expect(countries.headers["access-control-allow-origin"]).toBe("https://app.example.org");
    });
  });

  it("has the demo doors but not the test controls in the demo mode", async () => {
    await withServer({ demo: true }, async (server) => {
      expect((await call(server, "GET", "demo/outbox")).status).toBe(200);
      expect((await call(server, "POST", "demo/sso/sign-in")).status).toBe(422);
      for (const [method, path] of TEST_CONTROLS) {
        expect({ path, status: (await call(server, method, path)).status }).toEqual({ path, status: 404 });
      }
    });
  });

  it("will not start a demo or test mode on a host beyond loopback", async () => {
    await expect(startDemoServer({ port: 0, demo: true, host: "0.0.0.0" })).rejects.toThrow(LOOPBACK_ONLY("0.0.0.0"));
    await expect(startDemoServer({ port: 0, testControls: true, host: "192.168.1.10" })).rejects.toThrow(
      LOOPBACK_ONLY("192.168.1.10"),
    );
  });

  it("reads its mode from the environment, refusing a switch it does not understand", () => {
    expect(serverSettingsFrom({})).toEqual({ mode: "api", host: "127.0.0.1", port: 8787, addedDelayMs: 0 });
    expect(serverSettingsFrom({ LECTERN_DEMO: "1", PORT: "9000" })).toMatchObject({ mode: "demo", port: 9000 });
    expect(serverSettingsFrom({ LECTERN_DEMO_FAULTS: "1" })).toMatchObject({ mode: "test" });
    expect(serverSettingsFrom({ LECTERN_DEMO: "0", HOST: "0.0.0.0" })).toMatchObject({ mode: "api", host: "0.0.0.0" });
    expect(() => serverSettingsFrom({ LECTERN_DEMO: "yes" })).toThrow(
      "LECTERN_DEMO must be 1 (on) or 0 (off), not 'yes'.",
    );
  });
});

describe("the Node server in a demo mode (issue 19)", () => {
  let server: RunningDemoServer;
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, demo: true, publisher: { publish: async () => undefined } });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers pages of this machine, and refuses other pages and other host names with 403", async () => {
    const fromLocalPage = await call(server, "GET", "demo/outbox", { origin: "http://localhost:5173" });
    expect(fromLocalPage.status).toBe(200);
    expect(fromLocalPage.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect((await call(server, "GET", "demo/outbox", { origin: "app://lectern" })).status).toBe(200);
    const refusals = async (headers: Record<string, string>) => {
      const refused = await call(server, "GET", "demo/outbox", headers);
      expect({ headers, status: refused.status, title: titleOf(refused) }).toEqual({
        headers,
        status: 403,
        title: NOT_FROM_THIS_MACHINE,
      });
      return refused;
    };
    // A web site the user visits (or a sandboxed frame) may not even read the refusal.
    for (const origin of ["https://evil.example", "null"]) {
      expect((await refusals({ origin })).headers["access-control-allow-origin"]).toBeUndefined();
    }
    // A page that rebinds its own name to 127.0.0.1 still names itself in Host.
    for (const host of [`evil.example:${server.port}`, `127.0.0.1.evil.example:${server.port}`])
      await refusals({ host });
    const preflight = await call(server, "OPTIONS", "demo/outbox", { origin: "https://evil.example" });
    expect(preflight.status).toBe(403);
  });
});

describe("requests over HTTP (issue 19)", () => {
  const signedIn = async (): Promise<string> => {
    const { api } = node.connect();
    await api.send({ method: "POST", path: "demo/reset" });
    const login = await rawHttp({
      method: "POST",
      url: `${node.server().url}/v2/auth/login`,
      headers: JSON_API,
      body: JSON.stringify({ data: { attributes: { email: SEED_USERS[0].email, password: SEED_USERS[0].password } } }),
    });
    return (login.body as { data: { attributes: { token: string } } }).data.attributes.token;
  };

  it("lets a verb sent directly win over an override header it came with", async () => {
    const token = await signedIn();
    const url = `${node.server().url}/demo/outbox`;
    const headers = { ...JSON_API, authorization: `Bearer ${token}` };
    await rawHttp({
      method: "POST",
      url: `${node.server().url}/password_reset/`,
      headers: JSON_API,
      body: JSON.stringify({ data: { attributes: { email: SEED_USERS[0].email } } }),
    });
    const mails = async () => ((await rawHttp({ method: "GET", url, headers })).body as { data: unknown[] }).data;
    expect(await mails()).toHaveLength(1);
    const deleted = await rawHttp({ method: "DELETE", url, headers: { ...headers, "x-http-method-override": "GET" } });
    expect(deleted.status).toBe(200);
    expect(await mails()).toEqual([]);
    expect((await rawHttp({ method: "PATCH", url, headers })).status).toBe(405);
  });

  it("answers a multipart body whose data part is not JSON with 400, before any handler", async () => {
    const token = await signedIn();
    const form = new FormData();
    form.set("data", '{"data": {"attributes": {"persons": [');
    const answer = await fetch(`${node.server().url}/sessions/1/share`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain(REQUEST_TEXTS.bodyNotJson);
  });

  it("counts failed logins by the socket's address, whatever X-Forwarded-For says", async () => {
    await signedIn();
    const login = (email: string, password: string, forwardedFor: string) =>
      rawHttp({
        method: "POST",
        url: `${node.server().url}/v2/auth/login`,
        headers: { ...JSON_API, "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ data: { attributes: { email, password } } }),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(`nobody${attempt}@example.com`, "Wrong#2026pass", `203.0.113.${attempt}`);
    }
    expect((await login(SEED_USERS[0].email, SEED_USERS[0].password, "198.51.100.7")).status).toBe(429);
  });
});
