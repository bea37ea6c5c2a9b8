import type { Session } from "electron";
import { originOf } from "./originOf";
import type { ScreenChoice } from "./ScreenChoice";

/**
 * Electron has no screen picker of its own: main answers getDisplayMedia with the screen the user
 * chose in the app's picker. With no choice (or a screen since unplugged) the callback gets no
 * stream, so getDisplayMedia fails; BrowserMedia reads a NotAllowedError as 'Screen was not
 * selected' and the start is cancelled silently (spec 2 §8). (Which error Electron raises has not
 * been checked in a real Electron: none runs on the build machines.) The OS picker (macOS 15+) is
 * not used, so the app's choice is the one recorded.
 */
export const serveDisplayMedia = (session: Session, appOrigin: string, screens: Pick<ScreenChoice, "source">) => {
  session.setDisplayMediaRequestHandler((request, callback) => {
    // Only the app's own frames get a screen; the frame's address where it still exists.
    if (originOf(request.frame?.url || request.securityOrigin) !== appOrigin) {
      callback({});
      return;
    }
    screens
      .source()
      .then((video) => callback(video ? { video } : {}))
      .catch(() => callback({}));
  });
};
