import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { APP_URL, registerAppScheme, serveApp } from "@lectern/desktop/main/appProtocol";
import { resolveAppFile } from "@lectern/desktop/main/resolveAppFile";
import { describe, expect, it, vi } from "vitest";
import { fakeElectron } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

const ROOT = join("/opt", "lectern", "renderer");

describe("resolveAppFile", () => {
  it("serves files from the root and client-side routes as index.html", () => {
    expect(resolveAppFile(ROOT, "/assets/index-abc.js")).toBe(join(ROOT, "assets", "index-abc.js"));
    expect(resolveAppFile(ROOT, "/")).toBe(join(ROOT, "index.html"));
    expect(resolveAppFile(ROOT, "/records/12/share")).toBe(join(ROOT, "index.html"));
    expect(resolveAppFile(ROOT, "/fonts/mulish%20latin.woff2")).toBe(join(ROOT, "fonts", "mulish latin.woff2"));
  });

  it.each([
    ["/../../etc/passwd"],
    ["/%2e%2e/%2e%2e/etc/passwd"],
    ["/assets/..%2f..%2f..%2fsecret.txt"],
    ["/a%00.js"],
    ["/%E0%A4%A"],
  ])("refuses %s", (pathname) => {
    expect(resolveAppFile(ROOT, pathname)).toBeNull();
  });
});

describe("app:// protocol", () => {
  it("registers app as a standard, secure scheme", () => {
    registerAppScheme();
    expect(fakeElectron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({ scheme: "app", privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(APP_URL).toBe("app://lectern/");
  });

  it("answers from the root and 404s other hosts and escapes", async () => {
    serveApp(ROOT);
    const [scheme, handler] = fakeElectron.protocol.handle.mock.calls.at(-1) as [
      string,
      (r: Request) => Promise<Response>,
    ];
    expect(scheme).toBe("app");
    await handler(new Request("app://lectern/assets/a.js"));
    expect(fakeElectron.net.fetch).toHaveBeenLastCalledWith(pathToFileURL(join(ROOT, "assets", "a.js")).toString());
    expect((await handler(new Request("app://elsewhere/index.html"))).status).toBe(404);
    expect((await handler(new Request("app://lectern/assets/..%2f..%2f..%2fsecret.js"))).status).toBe(404);
  });
});
