import { DesktopChannel } from "@lectern/desktop/common/DesktopApi";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FakeBrowserWindow, fakeElectron, invokeIpc } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

beforeAll(async () => {
  vi.stubEnv("LECTERN_DESKTOP_DEV_URL", "");
  await import("@lectern/desktop/main/main");
  // main waits for app.whenReady(); let that promise settle.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe("desktop main", () => {
  it("registers the app scheme and sandboxes every renderer before the app is ready", () => {
    expect(fakeElectron.protocol.registerSchemesAsPrivileged).toHaveBeenCalled();
    expect(fakeElectron.app.enableSandbox).toHaveBeenCalled();
  });

  it("opens one hardened window on the built UI with the bundled preload", () => {
    expect(FakeBrowserWindow.created).toHaveLength(1);
    const [window] = FakeBrowserWindow.created;
    expect(window?.loadURL).toHaveBeenCalledWith("app://lectern/");
    expect(String(window?.options.webPreferences?.preload)).toMatch(/[\\/]preload[\\/]preload\.cjs$/);
    expect(window?.options.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true });
  });

  it("serves the UI, wires the bridge and restricts permissions", () => {
    expect(fakeElectron.protocol.handle).toHaveBeenCalledWith("app", expect.any(Function));
    expect([...fakeElectron.ipcHandlers.keys()].sort()).toEqual(Object.values(DesktopChannel).sort());
    expect(fakeElectron.sessionHandlers.request).toBeTypeOf("function");
  });

  it("records the screen chosen through the bridge", async () => {
    const from = "app://lectern/session/widget";
    const [screen] = (await invokeIpc(DesktopChannel.listScreens, from)) as { id: string }[];
    await invokeIpc(DesktopChannel.chooseScreen, from, screen?.id);
    const streams = await new Promise((resolve) =>
      fakeElectron.sessionHandlers.displayMedia?.({ frame: { url: from }, securityOrigin: "app://lectern" }, resolve),
    );
    expect(streams).toEqual({ video: expect.objectContaining({ id: screen?.id }) });
  });

  it("reopens a window on activate only when none is open", () => {
    fakeElectron.appListeners.get("activate")?.();
    expect(FakeBrowserWindow.created).toHaveLength(1);
  });
});
