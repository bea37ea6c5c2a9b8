import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEED_USERS } from "@lectern/adapters/demo/seed/seedUsers";
import { appDirFrom } from "@lectern/adapters/demo/server/appDirFrom";
import { listenOrigin, requestOrigin } from "@lectern/adapters/demo/server/requestOrigin";
import type { RunningDemoServer } from "@lectern/adapters/demo/server/startDemoServer";
import { AxiosHttp } from "@lectern/adapters/http/AxiosHttp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDemoServer } from "../../support/demoServer";
import { apiOver } from "../contract/contractSubject";
import { RecordDriver } from "../contract/recordDriver";
import { UploadDriver } from "../contract/upload/UploadDriver";

/** What `npm run server` hands the backend: a built app (here a stand-in) served beside the API. */
const appDir = mkdtempSync(join(tmpdir(), "lectern-served-app-"));
const INDEX = "<!doctype html><title>Lectern</title>";
mkdirSync(join(appDir, "assets"));
writeFileSync(join(appDir, "index.html"), INDEX);
writeFileSync(join(appDir, "assets", "app-1a2b.js"), "console.log('app');");
writeFileSync(join(appDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

let server: RunningDemoServer;
const at = (host: string, path: string) => `http://${host}:${server.port}${path}`;

beforeAll(async () => {
  server = await startTestDemoServer(Date.now, undefined, { publisher: { publish: async () => undefined }, appDir });
});
afterAll(async () => {
  await server.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe("the Node server serving the web app (npm run server)", () => {
  it("serves the app's files, and index.html for the app's own routes", async () => {
    const script = await fetch(at("127.0.0.1", "/assets/app-1a2b.js"));
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toContain("immutable");
    expect(await script.text()).toBe("console.log('app');");
    for (const route of ["/", "/records", "/shared-records/0123456789abcdef0123456789abcdef?t=1"]) {
      const page = await fetch(at("127.0.0.1", route));
      expect({ route, status: page.status, type: page.headers.get("content-type") }).toEqual({
        route,
        status: 200,
        type: "text/html; charset=utf-8",
      });
      expect(page.headers.get("cache-control")).toBe("no-cache");
      expect(await page.text()).toBe(INDEX);
    }
  });

  it("answers 404 for a missing file and never serves outside the app's folder", async () => {
    expect((await fetch(at("127.0.0.1", "/assets/gone-9z.js"))).status).toBe(404);
    // Encoded slashes: the URL parser would settle a plain '../' before it left the client.
    const climbing = await fetch(at("127.0.0.1", "/%2e%2e%2f%2e%2e%2fetc%2fpasswd"));
    expect(climbing.status).toBe(404);
    expect((await fetch(at("127.0.0.1", "/assets/x"), { method: "POST" })).status).toBe(405);
  });

  it("keeps the API, the media and the seeded lectures where they were", async () => {
    const countries = await fetch(at("127.0.0.1", "/api/v2/countries"), {
      headers: { accept: "application/vnd.api+json" },
    });
    expect(countries.headers.get("content-type")).toContain("json");
    expect((await fetch(at("127.0.0.1", "/media/0123456789abcdef"))).status).toBe(404);
    expect((await fetch(at("127.0.0.1", "/demo-lectures/no-such-file.webm"))).status).toBe(404);
  });

  it("hands out media addresses on the origin each client reached the server at", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const { api, keyValue } = apiOver(new AxiosHttp({ baseUrl: at(host, "/api"), timeoutMs: 10_000 }));
      const sessions = new UploadDriver(api, keyValue);
      await sessions.signIn(SEED_USERS[0].email, SEED_USERS[0].password);
      // A seeded lecture of the account (its first sign-in gave it them): read, not written, here.
      const own = new Set(
        server.router.database.data.recordingSessions.filter((row) => row.userId === "1").map((row) => row.id),
      );
      const streamId = server.router.database.data.streams.find((row) => own.has(row.sessionId))!.id;
      const { url } = (await new RecordDriver(api).cdn(streamId)).data.attributes;
      expect(url.startsWith(at(host, "/media/"))).toBe(true);
      expect((await fetch(url)).status).toBe(200);
    }
  });
});

describe("requestOrigin and listenOrigin", () => {
  const request = (headers: IncomingMessage["headers"]) => ({ headers }) as IncomingMessage;

  it("takes a plain Host header, https when a proxy says so, and refuses anything else", () => {
    expect(requestOrigin(request({ host: "192.168.1.20:8080" }))).toBe("http://192.168.1.20:8080");
    expect(requestOrigin(request({ host: "[fd00::2]:8080" }))).toBe("http://[fd00::2]:8080");
    expect(requestOrigin(request({ host: "lectern.example.org", "x-forwarded-proto": "https" }))).toBe(
      "https://lectern.example.org",
    );
    for (const host of [undefined, "", "evil.example/path", "a@b", "x y"]) {
      expect(requestOrigin(request(host === undefined ? {} : { host }))).toBeNull();
    }
  });

  it("names a wildcard bind by loopback", () => {
    expect(listenOrigin("0.0.0.0", 8080)).toBe("http://127.0.0.1:8080");
    expect(listenOrigin("::", 8080)).toBe("http://[::1]:8080");
    expect(listenOrigin("fd00::2", 8080)).toBe("http://[fd00::2]:8080");
    expect(listenOrigin("127.0.0.1", 8787)).toBe("http://127.0.0.1:8787");
  });
});

describe("appDirFrom (LECTERN_APP_DIR)", () => {
  it("is nothing when unset, the folder when it holds an app, and refused otherwise", () => {
    expect(appDirFrom({})).toBeUndefined();
    expect(appDirFrom({ LECTERN_APP_DIR: " " })).toBeUndefined();
    expect(appDirFrom({ LECTERN_APP_DIR: appDir })).toBe(appDir);
    expect(() => appDirFrom({ LECTERN_APP_DIR: join(appDir, "assets") })).toThrow(/no built app/);
  });
});
