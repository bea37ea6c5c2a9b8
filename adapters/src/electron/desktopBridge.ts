import { DESKTOP_API_KEY, type DesktopApi } from "@lectern/desktop/common/DesktopApi";

/** The preload's API when running inside the desktop app, otherwise null. */
export const desktopBridge = (host: object = globalThis): DesktopApi | null => {
  const candidate: unknown = Reflect.get(host, DESKTOP_API_KEY);
  if (typeof candidate !== "object" || candidate === null) return null;
  const api = candidate as Partial<DesktopApi>;
  return typeof api.openExternal === "function" &&
    typeof api.getVersion === "function" &&
    typeof api.platform === "string"
    ? (api as DesktopApi)
    : null;
};
