import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/** The image type of a thumbnail's bytes, by their signature. */
const imageType = (bytes: Uint8Array): string => {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "image/jpeg";
  if (bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "image/webp";
  return "application/octet-stream";
};

/**
 * GET demo/media/thumbnails/{id}/{key}: a session's thumbnail at its `thumbnail_url`. No bearer token
 * (an <img> cannot send one): the unguessable key is the permission, as for note files.
 */
export const thumbnailRoutes: readonly Route[] = [
  route("GET", "demo/media/thumbnails/{id}/{key}", async ({ db, media, params }) => {
    const session = db.data.recordingSessions.find(
      (candidate) => candidate.id === params["id"] && candidate.thumbnailKey === params["key"],
    );
    const bytes = session?.thumbnailKey ? await media.readFile(session.thumbnailKey) : null;
    if (!bytes) return dataReply(null, 404);
    return { status: 200, headers: { "content-type": imageType(bytes) }, body: bytes };
  }),
];
