import { dataReply } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * GET demo/media/notes/{id}/{key}/{name}: a link note's file, with its content type, at the url the
 * note carries. No bearer token (an <img> or <a> cannot send one): the unguessable key is the
 * permission, as a storage's signed URL would be.
 */
export const noteMediaRoutes: readonly Route[] = [
  route("GET", "demo/media/notes/{id}/{key}/{name}", async ({ db, media, params }) => {
    const note = db.data.notes.find(
      (candidate) =>
        candidate.id === params["id"] &&
        candidate.attachment?.key === params["key"] &&
        candidate.name === params["name"],
    );
    const bytes = note?.attachment ? await media.readFile(note.attachment.key) : null;
    if (!note?.attachment || !bytes) return dataReply(null, 404);
    return {
      status: 200,
      headers: {
        "content-type": note.attachment.contentType,
        "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(note.name ?? "file")}`,
      },
      body: bytes,
    };
  }),
];
