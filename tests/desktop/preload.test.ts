import { DESKTOP_API_KEY, type DesktopApi, DesktopChannel } from "@lectern/desktop/common/DesktopApi";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeElectron } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

let api: DesktopApi;

beforeAll(async () => {
  await import("@lectern/desktop/preload/preload");
  const calls = fakeElectron.contextBridge.exposeInMainWorld.mock.calls;
  // Exactly one global, under the agreed name.
  expect(calls.map(([key]) => key)).toEqual([DESKTOP_API_KEY]);
  api = calls[0]?.[1] as DesktopApi;
});

describe("preload", () => {
  it("exposes the typed DesktopApi and nothing more", () => {
    expect(Object.keys(api).sort()).toEqual([
      "chooseScreen",
      "getVersion",
      "listScreens",
      "openExternal",
      "platform",
      "resizeWindow",
    ]);
    expect(api.platform).toBe(process.platform);
    // No Electron object leaks through, not even as a property of a method.
    for (const value of Object.values(api)) {
      expect(value).not.toBe(fakeElectron.ipcRenderer);
      expect(value).not.toBe(fakeElectron.ipcRenderer.invoke);
      if (typeof value === "function") expect(Object.keys(value)).toEqual([]);
    }
  });

  it("turns openExternal into one invoke on its channel", async () => {
    fakeElectron.ipcRenderer.invoke.mockClear();
    await api.openExternal("https://www.panopto.com/");
    expect(fakeElectron.ipcRenderer.invoke.mock.calls).toEqual([
      [DesktopChannel.openExternal, "https://www.panopto.com/"],
    ]);
  });

  it("turns getVersion into one invoke on its channel", async () => {
    fakeElectron.ipcRenderer.invoke.mockClear();
    fakeElectron.ipcRenderer.invoke.mockResolvedValueOnce("4.5.6");
    expect(await api.getVersion()).toBe("4.5.6");
    expect(fakeElectron.ipcRenderer.invoke.mock.calls).toEqual([[DesktopChannel.getVersion]]);
  });

  it("turns resizeWindow into one invoke with whole pixels", async () => {
    fakeElectron.ipcRenderer.invoke.mockClear();
    await api.resizeWindow(840.4, 900);
    expect(fakeElectron.ipcRenderer.invoke.mock.calls).toEqual([[DesktopChannel.resizeWindow, 840, 900]]);
  });

  it("turns listScreens into one invoke and hands back main's list", async () => {
    fakeElectron.ipcRenderer.invoke.mockClear();
    const screens = [{ id: "screen:1:0", name: "Entire screen", thumbnailDataUrl: "data:image/png;base64,AA" }];
    fakeElectron.ipcRenderer.invoke.mockResolvedValueOnce(screens);
    expect(await api.listScreens()).toEqual(screens);
    expect(fakeElectron.ipcRenderer.invoke.mock.calls).toEqual([[DesktopChannel.listScreens]]);
    fakeElectron.ipcRenderer.invoke.mockResolvedValueOnce(undefined);
    expect(await api.listScreens()).toEqual([]);
  });

  it("turns chooseScreen into one invoke with a string id", async () => {
    fakeElectron.ipcRenderer.invoke.mockClear();
    await api.chooseScreen("screen:2:0");
    await api.chooseScreen({ toString: () => "screen:3:0" } as unknown as string);
    expect(fakeElectron.ipcRenderer.invoke.mock.calls).toEqual([
      [DesktopChannel.chooseScreen, "screen:2:0"],
      [DesktopChannel.chooseScreen, "screen:3:0"],
    ]);
  });

  it("uses invoke only: no fire-and-forget sends, no listeners", async () => {
    await api.openExternal("https://example.org/");
    await api.getVersion();
    expect(fakeElectron.ipcRenderer.send).not.toHaveBeenCalled();
    expect(fakeElectron.ipcRenderer.on).not.toHaveBeenCalled();
  });
});
