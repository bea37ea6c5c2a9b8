/**
 * The only things that cross the Electron bridge: main, preload and the renderer all type against
 * this file, so a channel cannot drift between the sides.
 */

/** Node's `process.platform` values, spelled out so the renderer needs no Node types. */
export type DesktopPlatform =
  "aix" | "android" | "darwin" | "freebsd" | "haiku" | "linux" | "openbsd" | "sunos" | "win32" | "cygwin" | "netbsd";

/** A screen the user can record (spec 2 §2.2), as main lists it. */
export interface DesktopScreen {
  /** The capturer's id; main accepts a choice only of an id from its last listing. */
  readonly id: string;
  readonly name: string;
  /** A small PNG of what the screen shows, as a data: URL; empty where the OS gives none. */
  readonly thumbnailDataUrl: string;
}

/** What the preload exposes on `window.lecternDesktop`. */
export interface DesktopApi {
  readonly platform: DesktopPlatform;
  /** Opens an http(s) address in the system browser; rejects any other scheme. */
  openExternal(url: string): Promise<void>;
  /** The desktop application's version. */
  getVersion(): Promise<string>;
  /** Resizes the app's window (spec 2 §4.3: the widget, with or without its side panel). */
  resizeWindow(width: number, height: number): Promise<void>;
  /** The screens that can be recorded, each with a thumbnail (spec 2 §2.2). */
  listScreens(): Promise<readonly DesktopScreen[]>;
  /** The screen the next getDisplayMedia records; rejects ids the last listing did not hold. */
  chooseScreen(id: string): Promise<void>;
}

/** The global the preload defines; its presence is how the app knows it runs on the desktop. */
export const DESKTOP_API_KEY = "lecternDesktop";

/** IPC channel names, one per bridge method that needs the main process. */
export const DesktopChannel = {
  openExternal: "lectern:open-external",
  getVersion: "lectern:get-version",
  resizeWindow: "lectern:resize-window",
  listScreens: "lectern:list-screens",
  chooseScreen: "lectern:choose-screen",
} as const;
