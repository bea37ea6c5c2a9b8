import { pathToFileURL } from "node:url";
import { net, protocol } from "electron";
import { resolveAppFile } from "./resolveAppFile";

const SCHEME = "app";
const HOST = "lectern";

/** Where the built UI lives inside the desktop app. */
export const APP_URL = `${SCHEME}://${HOST}/`;

/**
 * A standard, secure custom scheme instead of file://: the app gets a real origin (storage,
 * IndexedDB and client-side routes behave as on the web) and file:// reaches nothing else on disk.
 * Must run before the app is ready.
 */
export const registerAppScheme = (): void => {
  protocol.registerSchemesAsPrivileged([
    { scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
};

/** Serves the built UI from `root` on app://lectern/. */
export const serveApp = (root: string): void => {
  protocol.handle(SCHEME, (request) => {
    const { host, pathname } = new URL(request.url);
    const file = host === HOST ? resolveAppFile(root, pathname) : null;
    if (!file) return new Response("Not found", { status: 404 });
    return net.fetch(pathToFileURL(file).toString());
  });
};
