import { streamFileName } from "../model/recordingFileNames";
import { requireStreamAccess } from "../model/sharedAccess";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";

/** Spec 3 §8's text for a file the server does not hold. */
export const FILE_NOT_FOUND = "File is not found";

const notHeld = (): DemoHttpError => new DemoHttpError(404, { title: FILE_NOT_FOUND, source: { parameter: "stream" } });

/**
 * A stream's media addresses (spec 3 §7): `temporary/cdn` for the player, `temporary` as a named
 * download. The owner, or a viewer with X-SHARED-ID (the download only when downloadable); 404 until the stream's media is held (no merge yet).
 */
export const temporaryUrlRoutes: readonly Route[] = [
  readRoute("GET", "streams/{id}/temporary/cdn", async (context) => {
    const { addresses, params } = context;
    const { stream } = requireStreamAccess(context, params["id"] ?? "", "read");
    const url = await addresses.addressOf(stream);
    if (!url) throw notHeld();
    return dataReply({ id: stream.id, type: "cdn", attributes: { url } });
  }),

  readRoute("GET", "streams/{id}/temporary", async (context) => {
    const { addresses, params } = context;
    const { stream, session } = requireStreamAccess(context, params["id"] ?? "", "download");
    const name = streamFileName(session, stream);
    const url = await addresses.downloadAddressOf(stream, name);
    if (!url) throw notHeld();
    return dataReply({ id: stream.id, type: "files_temporary_urls", attributes: { name, url } });
  }),
];
