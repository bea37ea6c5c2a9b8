import type { Session } from "electron";
import { originOf } from "./originOf";

/** What a lecture recorder needs from the browser; everything else (location, MIDI, …) is refused. */
const ALLOWED = new Set(["media", "display-capture", "clipboard-sanitized-write", "fullscreen"]);

/**
 * Electron grants every permission by default; here only the app's own pages get the few a recorder
 * needs. Which screen getDisplayMedia gets is serveDisplayMedia's business.
 */
export const grantMediaPermissions = (session: Session, appOrigin: string): void => {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(ALLOWED.has(permission) && originOf(details.requestingUrl) === appOrigin);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => {
    return ALLOWED.has(permission) && originOf(requestingOrigin) === appOrigin;
  });
};
