import { type WebContents, shell } from "electron";
import { isWebUrl } from "./isWebUrl";
import { originOf } from "./originOf";

/**
 * The window shows the app and nothing else: no pop-up windows, no navigation to other sites, no
 * webviews. Web addresses the app tries to open go to the system browser instead, where the user's
 * own browser protections apply.
 */
export const guardWebContents = (contents: WebContents, appOrigin: string): void => {
  const sendOut = (url: string) => {
    if (isWebUrl(url)) void shell.openExternal(url);
  };
  contents.setWindowOpenHandler(({ url }) => {
    sendOut(url);
    return { action: "deny" };
  });
  const keepInApp = (event: { readonly url: string; preventDefault(): void }) => {
    if (originOf(event.url) === appOrigin) return;
    event.preventDefault();
    sendOut(event.url);
  };
  contents.on("will-navigate", keepInApp);
  contents.on("will-redirect", keepInApp);
  contents.on("will-attach-webview", (event) => event.preventDefault());
};
