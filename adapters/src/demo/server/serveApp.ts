import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

/** Worth compressing on the fly: a phone on the network fetches the app's scripts once per build. */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg)/;

/** The file a path names inside `appDir`, or null for a path that climbs out of it or cannot be decoded. */
const fileOf = (appDir: string, path: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const file = resolve(join(appDir, decoded));
  return file === appDir || file.startsWith(appDir + sep) ? file : null;
};

const isFile = async (file: string): Promise<boolean> => (await stat(file).catch(() => null))?.isFile() ?? false;

/**
 * Answers a request outside the API with the built web app in `appDir` (`npm run server`): its
 * files, and index.html for any other path without a file extension, so the app's own routes
 * (/records, /shared-records/{token}) load on a reload or from a shared link. Hashed files under
 * /assets/ are cached for good; index.html is revalidated, so a rebuild reaches every browser.
 */
export const serveApp = async (incoming: IncomingMessage, outgoing: ServerResponse, appDir: string): Promise<void> => {
  if (incoming.method !== "GET" && incoming.method !== "HEAD") {
    outgoing.writeHead(405, { allow: "GET, HEAD" }).end();
    return;
  }
  const path = (incoming.url ?? "/").split("?")[0] ?? "/";
  const named = fileOf(appDir, path);
  const found = named !== null && (await isFile(named));
  if (!found && (named === null || extname(path) !== "")) {
    outgoing.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("There is no such file.");
    return;
  }
  const file = found ? named : join(appDir, "index.html");
  const type = TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(incoming.headers["accept-encoding"] ?? ""));
  outgoing.writeHead(200, {
    "content-type": type,
    "x-content-type-options": "nosniff",
    "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    vary: "Accept-Encoding",
    ...(gzip ? { "content-encoding": "gzip" } : {}),
  });
  if (incoming.method === "HEAD") {
    outgoing.end();
    return;
  }
  const source = createReadStream(file);
  await (gzip ? pipeline(source, createGzip(), outgoing) : pipeline(source, outgoing));
};
