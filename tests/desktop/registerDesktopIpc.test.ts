import { DesktopChannel } from "@lectern/desktop/common/DesktopApi";
import { ScreenChoice } from "@lectern/desktop/main/ScreenChoice";
import { registerDesktopIpc } from "@lectern/desktop/main/registerDesktopIpc";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeElectron, invokeIpc } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

const APP = "app://lectern";

beforeEach(() => {
  vi.clearAllMocks();
  fakeElectron.ipcHandlers.clear();
  registerDesktopIpc(APP, new ScreenChoice());
});

describe("registerDesktopIpc", () => {
  it("handles exactly the bridge's channels", () => {
    expect([...fakeElectron.ipcHandlers.keys()].sort()).toEqual(Object.values(DesktopChannel).sort());
  });

  it("opens web addresses from the app in the system browser", async () => {
    await invokeIpc(DesktopChannel.openExternal, "app://lectern/records", "https://www.panopto.com/");
    expect(fakeElectron.shell.openExternal).toHaveBeenCalledWith("https://www.panopto.com/");
  });

  it.each([
    ["file:///etc/passwd"],
    ["javascript:alert(1)"],
    ["ms-settings:privacy"],
    [42],
    [undefined],
    [{ href: "https://x" }],
  ])("refuses to open %s", async (url) => {
    await expect(invokeIpc(DesktopChannel.openExternal, "app://lectern/", url)).rejects.toThrow("Only http and https");
    expect(fakeElectron.shell.openExternal).not.toHaveBeenCalled();
  });

  it("resizes the asking window to a widget size, and refuses anything else", async () => {
    const window = new fakeElectron.BrowserWindow({});
    await invokeIpc(DesktopChannel.resizeWindow, "app://lectern/session/widget", 840, 900);
    expect(window.setSize).toHaveBeenCalledWith(840, 900);
    for (const bad of [
      [0, 900],
      [840.5, 900],
      ["840", 900],
      [840, 100_000],
    ]) {
      await expect(invokeIpc(DesktopChannel.resizeWindow, "app://lectern/", ...bad)).rejects.toThrow(
        "not a window size",
      );
    }
    await expect(invokeIpc(DesktopChannel.resizeWindow, "https://evil.example/", 840, 900)).rejects.toThrow(
      "does not come from the app",
    );
  });

  it("answers the app's version", async () => {
    expect(await invokeIpc(DesktopChannel.getVersion, "app://lectern/")).toBe("1.2.3");
  });

  it.each([["https://evil.example/"], ["app://other/"], [null]])(
    "refuses requests from a frame at %s",
    async (from) => {
      await expect(invokeIpc(DesktopChannel.getVersion, from)).rejects.toThrow("does not come from the app");
      await expect(invokeIpc(DesktopChannel.listScreens, from)).rejects.toThrow("does not come from the app");
      await expect(invokeIpc(DesktopChannel.chooseScreen, from, "screen:1:0")).rejects.toThrow(
        "does not come from the app",
      );
      await expect(invokeIpc(DesktopChannel.openExternal, from, "https://example.org/")).rejects.toThrow(
        "does not come from the app",
      );
      expect(fakeElectron.shell.openExternal).not.toHaveBeenCalled();
      expect(fakeElectron.desktopCapturer.getSources).not.toHaveBeenCalled();
    },
  );
});
