import type { IncomingMessage, ServerResponse } from "node:http";
import { byteRange } from "./byteRange";
import type { ServedBytes } from "./ServedMediaAddresses";

/**
 * Answers a media address (GET or HEAD) with Range support: 206 with the asked bytes and
 * Content-Range, 416 for a range past the end, else 200 with the whole body. Accept-Ranges tells the
 * player it may seek. Nothing is kept in a shared or disk cache (the address lapses, and may stop
 * answering at an un-share), and the type is never sniffed.
 */
export const serveMedia = (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  served: ServedBytes,
  cors: Record<string, string>,
): void => {
  const size = served.bytes.byteLength;
  const headers: Record<string, string> = {
    ...cors,
    "accept-ranges": "bytes",
    "content-type": served.contentType,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    "access-control-expose-headers": "Content-Disposition, Content-Range, Content-Length, Accept-Ranges",
    ...(served.downloadName
      ? { "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(served.downloadName)}` }
      : {}),
  };
  const range = byteRange(incoming.headers.range, size);
  const headOnly = incoming.method === "HEAD";
  if (range === "unsatisfiable") {
    outgoing.writeHead(416, { ...headers, "content-range": `bytes */${size}`, "content-length": "0" });
    outgoing.end();
    return;
  }
  if (range === null) {
    outgoing.writeHead(200, { ...headers, "content-length": String(size) });
    outgoing.end(headOnly ? undefined : served.bytes);
    return;
  }
  const part = served.bytes.subarray(range.start, range.end + 1);
  outgoing.writeHead(206, {
    ...headers,
    "content-range": `bytes ${range.start}-${range.end}/${size}`,
    "content-length": String(part.byteLength),
  });
  outgoing.end(headOnly ? undefined : part);
};
