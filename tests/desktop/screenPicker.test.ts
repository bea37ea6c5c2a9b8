import { DesktopChannel, type DesktopScreen } from "@lectern/desktop/common/DesktopApi";
import { ScreenChoice } from "@lectern/desktop/main/ScreenChoice";
import { registerDesktopIpc } from "@lectern/desktop/main/registerDesktopIpc";
import { serveDisplayMedia } from "@lectern/desktop/main/serveDisplayMedia";
import type { Session } from "electron";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeDisplayMediaRequest, fakeElectron, fakeScreen, invokeIpc } from "./fakeElectron";

vi.mock("electron", async () => (await import("./fakeElectron")).fakeElectron);

const APP = "app://lectern";
const FROM_APP = "app://lectern/session/widget";
const { getSources } = fakeElectron.desktopCapturer;
const TWO_SCREENS = [fakeScreen("screen:1:0", "Screen 1"), fakeScreen("screen:2:0", "Screen 2")];

/** What main answers a getDisplayMedia from `request`. */
const displayMedia = (request: FakeDisplayMediaRequest = { frame: { url: FROM_APP }, securityOrigin: APP }) =>
  new Promise<{ video?: unknown }>((resolve, reject) => {
    const handler = fakeElectron.sessionHandlers.displayMedia;
    if (!handler) reject(new Error("no display-media handler"));
    else handler(request, resolve);
  });

const list = async () => (await invokeIpc(DesktopChannel.listScreens, FROM_APP)) as DesktopScreen[];
const choose = (id: unknown) => invokeIpc(DesktopChannel.chooseScreen, FROM_APP, id);

beforeEach(() => {
  vi.clearAllMocks();
  fakeElectron.ipcHandlers.clear();
  getSources.mockResolvedValue(TWO_SCREENS);
  const screens = new ScreenChoice();
  registerDesktopIpc(APP, screens);
  serveDisplayMedia(fakeElectron.session.defaultSession as unknown as Session, APP, screens);
});

describe("the desktop screen picker (spec 2 §2.2)", () => {
  it("lists screens only, with 320x180 thumbnails as data URLs", async () => {
    expect(await list()).toEqual([
      { id: "screen:1:0", name: "Screen 1", thumbnailDataUrl: "data:image/png;base64,png-of-screen:1:0" },
      { id: "screen:2:0", name: "Screen 2", thumbnailDataUrl: "data:image/png;base64,png-of-screen:2:0" },
    ]);
    expect(getSources).toHaveBeenCalledWith({ types: ["screen"], thumbnailSize: { width: 320, height: 180 } });
  });

  it("names unnamed screens and leaves the thumbnail empty where the OS gives none", async () => {
    getSources.mockResolvedValueOnce([fakeScreen("screen:7:0", "", "")]);
    expect(await list()).toEqual([{ id: "screen:7:0", name: "Screen 1", thumbnailDataUrl: "" }]);
  });

  it("answers getDisplayMedia with the chosen screen", async () => {
    await list();
    await choose("screen:2:0");
    const streams = await displayMedia();
    expect(streams).toEqual({ video: expect.objectContaining({ id: "screen:2:0" }) });
    // Answering needs no thumbnails.
    expect(getSources).toHaveBeenLastCalledWith({ types: ["screen"], thumbnailSize: { width: 0, height: 0 } });
  });

  it("refuses getDisplayMedia when no screen was chosen: the start is cancelled (spec 2 §8)", async () => {
    await list();
    expect(await displayMedia()).toEqual({});
  });

  it("refuses getDisplayMedia when the chosen screen has gone since", async () => {
    await list();
    await choose("screen:2:0");
    getSources.mockResolvedValueOnce([TWO_SCREENS[0]!]);
    expect(await displayMedia()).toEqual({});
  });

  it("refuses getDisplayMedia when the capturer fails", async () => {
    await list();
    await choose("screen:1:0");
    getSources.mockRejectedValueOnce(new Error("capturer down"));
    expect(await displayMedia()).toEqual({});
  });

  it("refuses getDisplayMedia to frames outside the app", async () => {
    await list();
    await choose("screen:1:0");
    expect(await displayMedia({ frame: { url: "https://evil.example/" }, securityOrigin: APP })).toEqual({});
    expect(await displayMedia({ frame: null, securityOrigin: "https://evil.example" })).toEqual({});
    expect(await displayMedia({ frame: null, securityOrigin: APP })).toEqual({
      video: expect.objectContaining({ id: "screen:1:0" }),
    });
  });

  it("does not hand the OS picker the choice: the app's picker decides", () => {
    expect(fakeElectron.sessionHandlers.displayMediaOptions).toBeUndefined();
  });

  it("refuses ids the last listing did not hold", async () => {
    await expect(choose("screen:1:0")).rejects.toThrow("not a listed screen");
    await list();
    for (const id of ["screen:9:0", "window:123:0", "", "screen:1:0 "]) {
      await expect(choose(id)).rejects.toThrow("not a listed screen");
    }
    expect(await displayMedia()).toEqual({});
  });

  it.each([[42], [null], [undefined], [["screen:1:0"]], [{ id: "screen:1:0" }], [{ toString: () => "screen:1:0" }]])(
    "refuses %o as an id",
    async (id) => {
      await list();
      await expect(choose(id)).rejects.toThrow("not a listed screen");
      expect(await displayMedia()).toEqual({});
    },
  );

  it("keeps a choice over a new listing while that screen is still there, and drops it when gone", async () => {
    await list();
    await choose("screen:2:0");
    await list();
    expect(await displayMedia()).toEqual({ video: expect.objectContaining({ id: "screen:2:0" }) });
    getSources.mockResolvedValueOnce([TWO_SCREENS[0]!]);
    await list();
    expect(await displayMedia()).toEqual({});
    // The id left with the listing, so it cannot be chosen again until it is listed again.
    await expect(choose("screen:2:0")).rejects.toThrow("not a listed screen");
  });

  it("a bad choice leaves the previous one in place", async () => {
    await list();
    await choose("screen:1:0");
    await expect(choose("window:5:0")).rejects.toThrow();
    expect(await displayMedia()).toEqual({ video: expect.objectContaining({ id: "screen:1:0" }) });
  });
});
