import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import type { DemoDatabase } from "../db/DemoDatabase";
import { DEMO_LECTURES_PATH, streamContentType } from "../media/MediaAddresses";
import { serveMedia } from "./serveMedia";
import { MEDIA_PATH, type ServedMediaAddresses } from "./ServedMediaAddresses";

/** The committed seeded lectures, as the web app serves them (ui/public/demo-lectures). */
export const DEFAULT_LECTURES_DIR = fileURLToPath(new URL("../../../../ui/public/demo-lectures/", import.meta.url));

const NOT_FOUND = { "content-type": "text/plain; charset=utf-8" };

/**
 * Answers the server's media paths outside the API: GET|HEAD /media/{token} (the addresses of
 * temporary/cdn, temporary and zip) and /demo-lectures/{file} (the same folder the web app serves).
 * False when the path is neither, so the caller answers it.
 */
export const answerMediaRequest = async (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  addresses: ServedMediaAddresses,
  db: DemoDatabase,
  cors: Record<string, string>,
): Promise<boolean> => {
  const path = (incoming.url ?? "/").split("?")[0] ?? "/";
  const isMedia = path.startsWith(MEDIA_PATH);
  const isLecture = path.startsWith(DEMO_LECTURES_PATH);
  if (!isMedia && !isLecture) return false;
  if (incoming.method !== "GET" && incoming.method !== "HEAD") {
    outgoing.writeHead(405, { ...cors, allow: "GET, HEAD" });
    outgoing.end();
    return true;
  }
  let name: string;
  try {
    name = decodeURIComponent(path.slice((isMedia ? MEDIA_PATH : DEMO_LECTURES_PATH).length));
  } catch {
    name = "";
  }
  if (isMedia) {
    const served = await addresses.serve(name);
    if (served) serveMedia(incoming, outgoing, served, cors);
    else outgoing.writeHead(404, { ...cors, ...NOT_FOUND }).end("This address has expired or never existed.");
    return true;
  }
  const bytes = await addresses.readLecture(name);
  if (!bytes) {
    outgoing.writeHead(404, { ...cors, ...NOT_FOUND }).end("There is no such demo lecture file.");
    return true;
  }
  // A lecture's stream knows whether it is audio or video; any other committed file goes by its name.
  const stream = db.data.streams.find((candidate) => candidate.mediaKey === name);
  const contentType = stream
    ? streamContentType(stream)
    : name.endsWith(".json")
      ? "application/json"
      : name.endsWith(".webm")
        ? "video/webm"
        : "application/octet-stream";
  serveMedia(incoming, outgoing, { bytes, contentType, downloadName: null }, cors);
  return true;
};
