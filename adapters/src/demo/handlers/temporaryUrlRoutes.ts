import { streamFileName } from "../model/recordingFileNames";
import { addressGrant, requireStreamAccess } from "../model/sharedAccess";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type Route } from "../routing/Route";
import { readRoute } from "../routing/viewerRoutes";

/** Spec 3 §8's text for a file the server does not hold. */
export const FILE_NOT_FOUND = "File is not found";

const notHeld = (): DemoHttpError => new DemoHttpError(404, { title: FILE_NOT_FOUND, source: { parameter: "stream" } });

/**
 * A stream's media addresses (spec 3 §7): `temporary/cdn` for the player, `temporary` as a named
 * download. The owner, or a viewer with X-SHARED-ID (the download only when downloadable); 404 until
 * the stream's media is held (no merge yet). Each reply issues a new address for this caller, which
 * lapses and is checked again on every use (issue 19); through a shared highlight it holds only the
 * highlight's span, and 404 when the media cannot be cut to it.
 */
export const temporaryUrlRoutes: readonly Route[] = [
  readRoute("GET", "streams/{id}/temporary/cdn", async (context) => {
    const { addresses, params } = context;
    const access = requireStreamAccess(context, params["id"] ?? "", "read");
    const { stream } = access;
    const url = await addresses.addressOf(stream, addressGrant(context, access, "read", { scope: "stream" }));
    if (!url) throw notHeld();
    return dataReply({ id: stream.id, type: "cdn", attributes: { url } });
  }),

  readRoute("GET", "streams/{id}/temporary", async (context) => {
    const { addresses, params } = context;
    const access = requireStreamAccess(context, params["id"] ?? "", "download");
    const { stream, session } = access;
    const name = streamFileName(session, stream);
    const grant = addressGrant(context, access, "download", { scope: "stream" });
    const url = await addresses.downloadAddressOf(stream, name, grant);
    if (!url) throw notHeld();
    return dataReply({ id: stream.id, type: "files_temporary_urls", attributes: { name, url } });
  }),
];
