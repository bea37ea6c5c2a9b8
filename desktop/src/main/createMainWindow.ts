import { BrowserWindow } from "electron";
import { guardWebContents } from "./guardWebContents";
import { originOf } from "./originOf";

export interface MainWindowOptions {
  /** The app's address: app://lectern/ for the built UI, or a development server. */
  readonly url: string;
  /** Absolute path of the bundled preload script. */
  readonly preload: string;
}

/**
 * Electron's security checklist, all of it: the page gets no Node, runs sandboxed in its own JS
 * world, keeps the same-origin policy, and reaches main only through the preload's typed API.
 */
export const createMainWindow = ({ url, preload }: MainWindowOptions): BrowserWindow => {
  const appOrigin = originOf(url);
  if (!appOrigin) throw new Error(`Not an app address: ${url}`);
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: "Lectern",
    backgroundColor: "#ffffff",
    // Shown once painted, so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
    },
  });
  guardWebContents(window.webContents, appOrigin);
  window.once("ready-to-show", () => window.show());
  void window.loadURL(url);
  return window;
};
