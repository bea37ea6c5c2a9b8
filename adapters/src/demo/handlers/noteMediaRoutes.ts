import { MEDIA_ADDRESS_TEXTS } from "../media/MediaAddresses";
import { INLINE_IMAGE_TYPES, sniffContentType } from "../model/sniffContentType";
import { DemoHttpError } from "../routing/DemoHttpError";
import { type Route, route } from "../routing/Route";

const REFUSED = { expired: 410, forbidden: 403, unknown: 404 } as const;

/** `filename` for old clients (ASCII, no quotes or path) and `filename*` with the real name. */
const dispositionOf = (kind: "inline" | "attachment", name: string): string => {
  const plain = name.replace(/[^\x20-\x7e]|["\\/]/g, "_");
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * GET demo/media/notes/{note}/{token}/{name}: a link note's file at the address a reply handed out
 * (noteFileUrls). No bearer token (an <img> or <a> cannot send one): the token stands for the
 * caller's grant, which is decided again here — 410 once it lapsed, 403 once the access it was
 * issued under is gone (un-shared, signed out), 404 for anything else (issue 19). Served as what
 * its bytes are (sniffContentType), never sniffed again by the browser, and as a download unless
 * it is an image the app shows in its pages.
 */
export const noteMediaRoutes: readonly Route[] = [
  route("GET", "demo/media/notes/{id}/{token}/{name}", async ({ db, media, addresses, params }) => {
    const redeemed = addresses.redeemNoteFile(params["token"] ?? "");
    const refuse = (kind: keyof typeof REFUSED) =>
      new DemoHttpError(REFUSED[kind], { title: MEDIA_ADDRESS_TEXTS[kind] });
    if (redeemed.kind === "expired" || redeemed.kind === "unknown") throw refuse(redeemed.kind);
    const file = redeemed.value;
    const note = db.data.notes.find((candidate) => candidate.id === file.noteId);
    // A file that is gone is gone (404), whoever asks; one that is there but no longer theirs is a 403.
    const named = note?.attachment?.key === file.key && file.noteId === params["id"] && file.name === params["name"];
    if (!named) throw refuse("unknown");
    if (redeemed.kind === "forbidden") throw refuse("forbidden");
    const held = await media.readFile(file.key);
    if (!held) throw refuse("unknown");
    const contentType = sniffContentType(held);
    return {
      status: 200,
      headers: {
        "content-type": contentType,
        "x-content-type-options": "nosniff",
        "content-disposition": dispositionOf(INLINE_IMAGE_TYPES.has(contentType) ? "inline" : "attachment", file.name),
        "cache-control": "private, no-store",
      },
      body: held,
    };
  }),
];
