import { contextBridge, ipcRenderer } from "electron";
import {
  DESKTOP_API_KEY,
  type DesktopApi,
  DesktopChannel,
  type DesktopPlatform,
  type DesktopScreen,
} from "../common/DesktopApi";

/**
 * Exposes the typed DesktopApi and nothing else: no ipcRenderer, no generic invoke, so page script
 * (or anything injected into it) can only ask main for these few things.
 */
const api: DesktopApi = {
  platform: process.platform as DesktopPlatform,
  openExternal: async (url: string) => {
    await ipcRenderer.invoke(DesktopChannel.openExternal, String(url));
  },
  getVersion: async () => String(await ipcRenderer.invoke(DesktopChannel.getVersion)),
  resizeWindow: async (width: number, height: number) => {
    await ipcRenderer.invoke(DesktopChannel.resizeWindow, Math.round(Number(width)), Math.round(Number(height)));
  },
  listScreens: async () => {
    const screens: unknown = await ipcRenderer.invoke(DesktopChannel.listScreens);
    return Array.isArray(screens) ? (screens as DesktopScreen[]) : [];
  },
  chooseScreen: async (id: string) => {
    await ipcRenderer.invoke(DesktopChannel.chooseScreen, String(id));
  },
};

contextBridge.exposeInMainWorld(DESKTOP_API_KEY, api);
