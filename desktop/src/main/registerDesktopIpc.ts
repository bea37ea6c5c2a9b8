import { BrowserWindow, type IpcMainInvokeEvent, app, ipcMain, shell } from "electron";
import { DesktopChannel } from "../common/DesktopApi";
import { isWebUrl } from "./isWebUrl";
import { originOf } from "./originOf";
import type { ScreenChoice } from "./ScreenChoice";

/**
 * Main's side of the bridge. Every handler checks who is asking (a frame of the app, not some page
 * that got loaded somehow) and what it passes, because the renderer is the untrusted side.
 */
export const registerDesktopIpc = (appOrigin: string, screens: Pick<ScreenChoice, "list" | "choose">): void => {
  const assertFromApp = (event: IpcMainInvokeEvent) => {
    const sender = event.senderFrame?.url ?? "";
    if (originOf(sender) !== appOrigin) throw new Error("Refused: the request does not come from the app");
  };
  ipcMain.handle(DesktopChannel.openExternal, async (event, url: unknown) => {
    assertFromApp(event);
    if (!isWebUrl(url)) throw new Error("Only http and https addresses open externally");
    await shell.openExternal(url);
  });
  ipcMain.handle(DesktopChannel.getVersion, (event) => {
    assertFromApp(event);
    return app.getVersion();
  });
  ipcMain.handle(DesktopChannel.resizeWindow, (event, width: unknown, height: unknown) => {
    assertFromApp(event);
    // Only sizes a widget can ask for: whole pixels within a sane range.
    const size = (value: unknown) =>
      Number.isInteger(value) && (value as number) >= 200 && (value as number) <= 4000 ? (value as number) : null;
    const w = size(width);
    const h = size(height);
    if (w === null || h === null) throw new Error("Refused: not a window size");
    BrowserWindow.fromWebContents(event.sender)?.setSize(w, h);
  });
  ipcMain.handle(DesktopChannel.listScreens, (event) => {
    assertFromApp(event);
    return screens.list();
  });
  ipcMain.handle(DesktopChannel.chooseScreen, (event, id: unknown) => {
    assertFromApp(event);
    // ScreenChoice refuses anything but a string id from its last listing.
    screens.choose(id);
  });
};
