import { MemoryDemoPersistence } from "@lectern/adapters/demo/db/MemoryDemoPersistence";
import { InProcessHttp } from "@lectern/adapters/demo/InProcessHttp";
import { openDemoBackend } from "@lectern/adapters/demo/openDemoBackend";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { API_MESSAGES } from "@lectern/core/api/messages";
import { CountriesReply } from "@lectern/core/api/resources/countriesReply";
import { TokenReply } from "@lectern/core/api/resources/tokenReply";
import type { WireRequest } from "@lectern/core/api/wire";
import { describe, expect, it } from "vitest";
import { describeAuthContract } from "./authContract";
import { apiOver } from "./contractSubject";
import { ManualNow } from "./ManualNow";

const makeBackend = async (persistence = new MemoryDemoPersistence(), clock = new ManualNow()) => {
  const { database, router, study } = await openDemoBackend({ persistence, now: clock.now, testControls: true });
  return { database, router, clock, persistence, study };
};

describeAuthContract("HTTP contract: InProcessHttp → DemoRouter", async () => {
  const { database, router, clock } = await makeBackend();
  const { api, keyValue } = apiOver(new InProcessHttp(router));
  return {
    api,
    keyValue,
    async reset() {
      clock.rewind();
      router.faults.clear();
      await database.reset();
    },
    advance: (ms) => clock.advance(ms),
    // What the browser would send for pusher-js: a raw urlencoded text body.
    postForm: (path, fields, token) =>
      router.handle({
        method: "POST",
        url: path,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: { kind: "json", value: new URLSearchParams(fields).toString() },
      }),
  };
});

describe("InProcessHttp and the demo database", () => {
  it("answers status 0 while offline, which core reports with the offline text", async () => {
    let online = false;
    const { router } = await makeBackend();
    const { api } = apiOver(new InProcessHttp(router, () => online));
    await expect(api.request({ method: "GET", path: "v2/countries" }, CountriesReply)).rejects.toMatchObject({
      status: 0,
      message: API_MESSAGES.offline,
    });
    online = true;
    await expect(api.request({ method: "GET", path: "v2/countries" }, CountriesReply)).resolves.toBeDefined();
  });

  it("shares nothing by reference: changing a reply or a sent body does not touch the database", async () => {
    const { router, database } = await makeBackend();
    const http = new InProcessHttp(router);
    const reply = await http.send({ method: "GET", url: "v2/countries", headers: {} });
    (reply.body as { data: { attributes: { name: string } }[] }).data[0]!.attributes.name = "Changed";
    expect(database.data.countries[0]!.name).toBe("United Kingdom");
  });

  it("writes rows after mutating requests only (never the whole database), and a reopened database keeps the new account", async () => {
    const persistence = new MemoryDemoPersistence();
    const first = await makeBackend(persistence);
    const savesAfterSeed = persistence.saves;
    const rowWritesAfterSeed = persistence.rowWrites;
    const { api } = apiOver(new InProcessHttp(first.router));
    await api.request({ method: "GET", path: "v2/countries" }, CountriesReply);
    expect(persistence.rowWrites).toBe(rowWritesAfterSeed);
    await api.send({
      method: "POST",
      path: "auth/signup",
      body: {
        data: {
          type: "users",
          attributes: { email: "kept@example.org", password: "Str0ng!pass", password_repeat: "Str0ng!pass" },
          relationships: {
            profile: { data: { attributes: { first_name: "Kept", last_name: "User", country: "IE" } } },
          },
        },
      },
    });
    expect(persistence.rowWrites).toBeGreaterThan(rowWritesAfterSeed);
    expect(persistence.saves).toBe(savesAfterSeed);

    // The tab closes once the new account's lectures have their study material (as a reload would).
    await first.study.whenIdle();
    const second = await makeBackend(persistence);
    const again = apiOver(new InProcessHttp(second.router));
    const login = await again.api.request(
      {
        method: "POST",
        path: "v2/auth/login",
        body: { data: { attributes: { email: "kept@example.org", password: "Str0ng!pass" } } },
      },
      TokenReply,
    );
    expect(login.data.attributes.token).toBeTruthy();
    expect(second.database.data.users.find((user) => user.email === "kept@example.org")?.utm).toEqual({});
  });

  it("stores passwords as PBKDF2 hashes, never as text", async () => {
    const { database } = await makeBackend();
    const stored = JSON.stringify(database.data.users);
    expect(stored).not.toContain(SEED_USERS[0].password);
    expect(database.data.users[0]!.passwordHash).toMatchObject({ algorithm: "PBKDF2-SHA-256" });
  });

  it("stream() yields the elements of a JSON array answer and throws the body text otherwise", async () => {
    const http = new InProcessHttp({
      handle: async (request: WireRequest) =>
        request.url === "events"
          ? { status: 200, headers: {}, body: [{ n: 1 }, { n: 2 }] }
          : { status: 500, headers: {}, body: "boom" },
    });
    const seen: unknown[] = [];
    for await (const event of http.stream({ method: "POST", url: "events", headers: {} })) seen.push(event);
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    await expect(async () => {
      for await (const _ of http.stream({ method: "POST", url: "broken", headers: {} })) void _;
    }).rejects.toThrow("boom");
  });

  it("injected faults can answer status 0 for one request", async () => {
    const { router } = await makeBackend();
    const { api } = apiOver(new InProcessHttp(router));
    router.faults.arm({ method: "GET", path: "v2/countries", response: { status: 0, headers: {}, body: null } });
    await expect(api.send({ method: "GET", path: "v2/countries" })).rejects.toMatchObject({ status: 0 });
    await expect(api.send({ method: "GET", path: "v2/countries" })).resolves.toMatchObject({ status: 200 });
  });
});
