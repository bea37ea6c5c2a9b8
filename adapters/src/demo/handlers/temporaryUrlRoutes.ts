import { streamFileName } from "../model/recordingFileNames";
import { ownedStream } from "../model/recordingSessions";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route, authRoute } from "../routing/Route";

/** Spec 3 §8's text for a file the server does not hold. */
export const FILE_NOT_FOUND = "File is not found";

const notHeld = (): DemoHttpError => new DemoHttpError(404, { title: FILE_NOT_FOUND, source: { parameter: "stream" } });

/**
 * A stream's media addresses (spec 3 §7): `temporary/cdn` for the player, `temporary` as a named
 * download. Owner only; 404 until the stream's media is held (no merge yet).
 */
export const temporaryUrlRoutes: readonly Route[] = [
  authRoute("GET", "streams/{id}/temporary/cdn", async ({ db, addresses, user, params }) => {
    const { stream } = ownedStream(db, user.id, params["id"] ?? "");
    const url = await addresses.addressOf(stream);
    if (!url) throw notHeld();
    return dataReply({ id: stream.id, type: "cdn", attributes: { url } });
  }),

  authRoute("GET", "streams/{id}/temporary", async ({ db, addresses, user, params }) => {
    const { stream, session } = ownedStream(db, user.id, params["id"] ?? "");
    const name = streamFileName(session, stream);
    const url = await addresses.downloadAddressOf(stream, name);
    if (!url) throw notHeld();
    return dataReply({ id: stream.id, type: "files_temporary_urls", attributes: { name, url } });
  }),
];
