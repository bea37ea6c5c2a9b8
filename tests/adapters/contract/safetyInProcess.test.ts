import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { REQUEST_TEXTS } from "@lectern/adapters/demo/routing/requestTexts";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import type { WireRequest } from "@lectern/core/api/wire";
import { describe, expect, it } from "vitest";
import { openInProcessContractBackend } from "./contractBackends";
import { ManualNow } from "./ManualNow";
import { describeSafetyContract } from "./safetyContract";
import type { RawRequest } from "./safety/SafetySubject";

const wire = (request: RawRequest): WireRequest => ({
  method: request.method,
  url: request.path,
  headers: { ...request.headers },
  ...(request.body === undefined ? {} : { body: { kind: "json", value: request.body } }),
});

describeSafetyContract("safety contract (issue 19): InProcessHttp → DemoRouter", async () => {
  const { api, keyValue, backend, clock, reset } = await openInProcessContractBackend();
  return {
    api,
    keyValue,
    reset,
    advance: (ms) => clock.advance(ms),
    // The tab's text as it is; a second client is only a second name here (the tab has one).
    raw: (request) =>
      backend.router.handle(wire(request), request.from === "another client" ? "another-tab" : undefined),
  };
});

describe("the tab's backend (issue 19)", () => {
  const open = (options: { demoEndpoints?: boolean; testControls?: boolean } = {}) =>
    openDemoBackend({ persistence: new MemoryDemoPersistence(), now: new ManualNow().now, ...options });
  const status = async (backend: Awaited<ReturnType<typeof open>>, method: "GET" | "POST", path: string) =>
    (await backend.router.handle({ method, url: path, headers: {} })).status;

  it("has the demo's own doors but no test controls, as the browser assembles it", async () => {
    const tab = await open();
    expect(await status(tab, "GET", "demo/outbox")).toBe(200);
    expect(await status(tab, "POST", "demo/sso/sign-in")).toBe(422);
    expect(await status(tab, "POST", "demo/reset")).toBe(404);
    expect(await status(tab, "GET", "demo/faults")).toBe(404);
  });

  it("has neither doors nor the seeded account without demoEndpoints", async () => {
    const server = await open({ demoEndpoints: false });
    for (const [method, path] of [
      ["GET", "demo/outbox"],
      ["POST", "demo/sso/sign-in"],
      ["POST", "demo/sso/assert"],
      ["POST", "demo/reset"],
    ] as const) {
      expect({ path, status: await status(server, method, path) }).toEqual({ path, status: 404 });
    }
    expect(server.database.data.users.some((user) => user.email === SEED_USERS[0].email)).toBe(false);
    // Lectern's own receiving end of single sign-on is there (it asks for an assertion).
    expect(await status(server, "POST", "idm/sso/assertion")).toBe(422);
  });

  it("refuses the method override on OPTIONS too", async () => {
    const tab = await open();
    const answer = await tab.router.handle({
      method: "OPTIONS",
      url: "demo/outbox",
      headers: { "X-HTTP-METHOD-OVERRIDE": "DELETE" },
    });
    expect(answer.status).toBe(405);
    expect(JSON.stringify(answer.body)).toContain(REQUEST_TEXTS.overrideOnlyOnPost);
  });
});
