import { type Session, desktopCapturer } from "electron";
import { originOf } from "./originOf";

/** What a lecture recorder needs from the browser; everything else (location, MIDI, …) is refused. */
const ALLOWED = new Set(["media", "display-capture", "clipboard-sanitized-write", "fullscreen"]);

/**
 * Electron grants every permission by default; here only the app's own pages get the few a recorder
 * needs. Screen capture (getDisplayMedia) has no picker in Electron unless main supplies a source.
 */
export const grantMediaPermissions = (session: Session, appOrigin: string): void => {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(ALLOWED.has(permission) && originOf(details.requestingUrl) === appOrigin);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => {
    return ALLOWED.has(permission) && originOf(requestingOrigin) === appOrigin;
  });
  session.setDisplayMediaRequestHandler(
    (_request, callback) => {
      desktopCapturer
        .getSources({ types: ["screen"] })
        .then(([screen]) => callback(screen ? { video: screen } : {}))
        .catch(() => callback({}));
    },
    // Where the OS has its own picker (macOS 15+), it asks the user; elsewhere the first screen.
    { useSystemPicker: true },
  );
};
