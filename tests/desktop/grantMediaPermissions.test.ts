import { grantMediaPermissions } from "@lectern/desktop/main/grantMediaPermissions";
import type { Session } from "electron";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeElectron } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

const { sessionHandlers } = fakeElectron;

const request = (permission: string, requestingUrl: string) =>
  new Promise<boolean>((resolve) => sessionHandlers.request?.(null, permission, resolve, { requestingUrl }));

beforeAll(() => {
  grantMediaPermissions(fakeElectron.session.defaultSession as unknown as Session, "app://lectern");
});

describe("grantMediaPermissions", () => {
  it("grants the app what a recorder needs", async () => {
    expect(await request("media", "app://lectern/widget")).toBe(true);
    expect(await request("display-capture", "app://lectern/widget")).toBe(true);
    expect(sessionHandlers.check?.(null, "media", "app://lectern")).toBe(true);
  });

  it("refuses everything else, and everything to other origins", async () => {
    expect(await request("geolocation", "app://lectern/")).toBe(false);
    expect(await request("notifications", "app://lectern/")).toBe(false);
    expect(await request("media", "https://evil.example/")).toBe(false);
    expect(sessionHandlers.check?.(null, "media", "https://evil.example")).toBe(false);
  });

  it("leaves screen capture to serveDisplayMedia", () => {
    expect(sessionHandlers.displayMedia).toBeUndefined();
  });
});
