import { ElectronPlatform } from "@lectern/adapters/electron/ElectronPlatform";
import { desktopBridge } from "@lectern/adapters/electron/desktopBridge";
import type { DesktopApi, DesktopPlatform } from "@lectern/desktop/common/DesktopApi";
import { describe, expect, it, vi } from "vitest";

const bridge = (platform: DesktopPlatform = "darwin") => ({
  platform,
  openExternal: vi.fn<DesktopApi["openExternal"]>(async () => undefined),
  getVersion: vi.fn<DesktopApi["getVersion"]>(async () => "1.0.0"),
  resizeWindow: vi.fn<DesktopApi["resizeWindow"]>(async () => undefined),
  listScreens: vi.fn<DesktopApi["listScreens"]>(async () => [
    { id: "screen:1:0", name: "Screen 1", thumbnailDataUrl: "data:image/png;base64,AA" },
    { id: "screen:2:0", name: "Screen 2", thumbnailDataUrl: "https://evil.example/track.png" },
  ]),
  chooseScreen: vi.fn<DesktopApi["chooseScreen"]>(async () => undefined),
});

const host = (href = "app://lectern/records") => ({ location: { href, assign: vi.fn<(url: string) => void>() } });

describe("ElectronPlatform", () => {
  it.each([
    ["win32", "windows"],
    ["darwin", "mac"],
    ["linux", "linux"],
    ["freebsd", "other"],
  ] as const)("is the desktop variant; %s is %s", (platform, os) => {
    const subject = new ElectronPlatform(bridge(platform), host());
    expect(subject.variant).toBe("desktop");
    expect(subject.os).toBe(os);
  });

  it("opens external addresses through the bridge", () => {
    const api = bridge();
    new ElectronPlatform(api, host()).openExternal("https://www.panopto.com/");
    expect(api.openExternal).toHaveBeenCalledWith("https://www.panopto.com/");
  });

  it("survives the bridge refusing an address", async () => {
    const api = bridge();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    api.openExternal.mockRejectedValueOnce(new Error("Only http and https addresses open externally"));
    new ElectronPlatform(api, host()).openExternal("file:///etc/passwd");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("lists screens with their thumbnails, keeping only inline images", async () => {
    expect(await new ElectronPlatform(bridge(), host()).listScreens()).toEqual([
      { id: "screen:1:0", name: "Screen 1", thumbnailUrl: "data:image/png;base64,AA" },
      { id: "screen:2:0", name: "Screen 2", thumbnailUrl: "" },
    ]);
  });

  it("chooses a screen through the bridge and passes main's refusal on", async () => {
    const api = bridge();
    const platform = new ElectronPlatform(api, host());
    await platform.chooseScreen("screen:2:0");
    expect(api.chooseScreen).toHaveBeenCalledWith("screen:2:0");
    api.chooseScreen.mockRejectedValueOnce(new Error("Refused: not a listed screen"));
    await expect(platform.chooseScreen("window:1:0")).rejects.toThrow("not a listed screen");
  });

  it("assigns the app's own addresses in place and sends other sites to the system browser", () => {
    const api = bridge();
    const window = host();
    const platform = new ElectronPlatform(api, window);
    platform.assign("/auth/login");
    platform.assign("https://sso.example.edu/saml?x=1");
    expect(window.location.assign).toHaveBeenCalledWith("app://lectern/auth/login");
    expect(api.openExternal).toHaveBeenCalledWith("https://sso.example.edu/saml?x=1");
  });
});

describe("desktopBridge", () => {
  it("finds the preload's API on the global", () => {
    const api = bridge();
    expect(desktopBridge({ lecternDesktop: api })).toBe(api);
  });

  it("is null on the web or when something else sits under the name", () => {
    expect(desktopBridge({})).toBeNull();
    expect(desktopBridge({ lecternDesktop: "yes" })).toBeNull();
    expect(desktopBridge({ lecternDesktop: { platform: "linux" } })).toBeNull();
    expect(desktopBridge()).toBeNull();
  });
});
