import { fileURLToPath } from "node:url";
import { BrowserWindow, app, session } from "electron";
import { APP_URL, registerAppScheme, serveApp } from "./appProtocol";
import { createMainWindow } from "./createMainWindow";
import { grantMediaPermissions } from "./grantMediaPermissions";
import { originOf } from "./originOf";
import { registerDesktopIpc } from "./registerDesktopIpc";
import { ScreenChoice } from "./ScreenChoice";
import { serveDisplayMedia } from "./serveDisplayMedia";

/**
 * Desktop entry. Layout after `npm run build:desktop`: dist/main/main.js, dist/preload/preload.cjs
 * and dist/renderer (the built UI). LECTERN_DESKTOP_DEV_URL points the window at a Vite dev server.
 */
const devUrl = process.env.LECTERN_DESKTOP_DEV_URL;
const url = devUrl || APP_URL;
const appOrigin = originOf(url);
if (!appOrigin) throw new Error(`LECTERN_DESKTOP_DEV_URL is not an address: ${url}`);
const preload = fileURLToPath(new URL("../preload/preload.cjs", import.meta.url));
const renderer = fileURLToPath(new URL("../renderer", import.meta.url));

registerAppScheme();
// Sandbox every renderer, including any a future change forgets to configure.
app.enableSandbox();

const openWindow = () => createMainWindow({ url, preload });

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on("second-instance", () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  void app.whenReady().then(() => {
    serveApp(renderer);
    const screens = new ScreenChoice();
    grantMediaPermissions(session.defaultSession, appOrigin);
    serveDisplayMedia(session.defaultSession, appOrigin, screens);
    registerDesktopIpc(appOrigin, screens);
    openWindow();
    // macOS keeps the app alive without windows; clicking the dock icon opens one again.
    app.on("activate", () => {
      if (BrowserWindow.getAllWindows().length === 0) openWindow();
    });
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
}
