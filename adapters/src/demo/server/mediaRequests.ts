import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import type { DemoDatabase } from "../db/DemoDatabase";
import { DEMO_LECTURES_PATH, MEDIA_ADDRESS_TEXTS, streamContentType } from "../media/MediaAddresses";
import { serveMedia } from "./serveMedia";
import { MEDIA_PATH, type ServedMediaAddresses } from "./ServedMediaAddresses";

/** The committed seeded lectures, as the web app serves them (ui/public/demo-lectures). */
export const DEFAULT_LECTURES_DIR = fileURLToPath(new URL("../../../../ui/public/demo-lectures/", import.meta.url));

const PLAIN = { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" };

/** How a media address that serves nothing answers (issue 19): it lapsed, its access is gone, or it never was. */
const REFUSED = {
  expired: [410, MEDIA_ADDRESS_TEXTS.expired],
  forbidden: [403, MEDIA_ADDRESS_TEXTS.forbidden],
  unknown: [404, MEDIA_ADDRESS_TEXTS.unknown],
} as const;

/**
 * Answers the server's media paths outside the API: GET|HEAD /media/{token} (the addresses of
 * temporary/cdn, temporary and zip, each request checked against its token's time and grant) and
 * /demo-lectures/{file} (the same committed, public folder the web app serves). False when the
 * path is neither, so the caller answers it.
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
    if (served.kind === "ok") serveMedia(incoming, outgoing, served.value, cors);
    else {
      const [status, text] = REFUSED[served.kind];
      outgoing.writeHead(status, { ...cors, ...PLAIN }).end(text);
    }
    return true;
  }
  const bytes = await addresses.readLecture(name);
  if (!bytes) {
    outgoing.writeHead(404, { ...cors, ...PLAIN }).end("There is no such demo lecture file.");
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
