import { createMainWindow } from "@lectern/desktop/main/createMainWindow";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeBrowserWindow, fakeElectron } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

const open = (url = "app://lectern/") => {
  createMainWindow({ url, preload: "/opt/lectern/preload/preload.cjs" });
  const window = FakeBrowserWindow.created.at(-1);
  if (!window) throw new Error("no window");
  return window;
};

beforeEach(() => {
  FakeBrowserWindow.created.length = 0;
  vi.clearAllMocks();
});

describe("createMainWindow", () => {
  it("hardens the renderer: isolated, sandboxed, no Node, same-origin policy on", () => {
    const { options } = open();
    expect(options.webPreferences).toMatchObject({
      preload: "/opt/lectern/preload/preload.cjs",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it("loads the app's address", () => {
    expect(open("app://lectern/").loadURL).toHaveBeenCalledWith("app://lectern/");
  });

  it("refuses an address without an origin", () => {
    expect(() => createMainWindow({ url: "not a url", preload: "/p.cjs" })).toThrow("Not an app address");
  });

  it("denies every new window and sends only web addresses to the system browser", () => {
    const handler = open().webContents.windowOpenHandler;
    if (!handler) throw new Error("no window-open handler");
    expect(handler({ url: "https://www.panopto.com/" })).toEqual({ action: "deny" });
    expect(handler({ url: "http://example.org/a" })).toEqual({ action: "deny" });
    for (const url of ["javascript:alert(1)", "file:///etc/passwd", "app://lectern/records", "smb://host/share"]) {
      expect(handler({ url })).toEqual({ action: "deny" });
    }
    expect(fakeElectron.shell.openExternal.mock.calls).toEqual([
      ["https://www.panopto.com/"],
      ["http://example.org/a"],
    ]);
  });

  it("lets the app navigate within its origin", () => {
    const { webContents } = open();
    expect(webContents.navigate("will-navigate", "app://lectern/records/12").preventDefault).not.toHaveBeenCalled();
    expect(fakeElectron.shell.openExternal).not.toHaveBeenCalled();
  });

  it("blocks navigation and redirects away from the app, opening web addresses outside", () => {
    const { webContents } = open();
    const away = webContents.navigate("will-navigate", "https://evil.example/phish");
    const redirected = webContents.navigate("will-redirect", "https://sso.example.edu/");
    const file = webContents.navigate("will-navigate", "file:///etc/passwd");
    const otherApp = webContents.navigate("will-navigate", "app://other/");
    for (const event of [away, redirected, file, otherApp]) expect(event.preventDefault).toHaveBeenCalled();
    expect(fakeElectron.shell.openExternal.mock.calls).toEqual([
      ["https://evil.example/phish"],
      ["https://sso.example.edu/"],
    ]);
  });

  it("compares full origins for a development server, ports included", () => {
    const { webContents } = open("http://127.0.0.1:5173/");
    expect(
      webContents.navigate("will-navigate", "http://127.0.0.1:5173/auth/login").preventDefault,
    ).not.toHaveBeenCalled();
    expect(webContents.navigate("will-navigate", "http://127.0.0.1:8080/").preventDefault).toHaveBeenCalled();
  });

  it("refuses webviews", () => {
    expect(open().webContents.navigate("will-attach-webview", "").preventDefault).toHaveBeenCalled();
  });
});
