import { randomToken } from "../crypto/randomToken";
import type { DemoSlideNote, DemoSlideSet } from "../db/DemoSnapshot";
import { fileSizeOf } from "../model/noteAttachments";
import { readFileBytes } from "../media/readFileBytes";
import { storeMedia } from "../media/storeMedia";
import { MEDIA_ADDRESS_TEXTS } from "../media/MediaAddresses";
import { SESSION_NOT_FOUND, sessionChannel } from "../model/recordingSessions";
import { type SessionAccess, addressGrant, requireAccess } from "../model/sharedAccess";
import { SHARING_TEXTS } from "../model/sharingTexts";
import { readSlideNote } from "../model/slides/readSlideNote";
import { removeSlideSet } from "../model/slides/removeSlideSet";
import { redeemSlideFile, slideFileAddress } from "../model/slides/slideFileAddresses";
import { SLIDE_CONTENT_TYPES, bytesMatchFormat, slideFormatOfName } from "../model/slides/slideFormats";
import {
  slideNoteResource,
  slideNotesOf,
  slideSetOf,
  slideSetResource,
  slidesList,
} from "../model/slides/slideResources";
import { SLIDE_TEXTS } from "../model/slides/slideTexts";
import { SLIDE_UPLOAD_LIFETIME_MS, slideUploadsOf } from "../model/slides/slideUploads";
import { asRecord } from "../routing/bodyFields";
import { DemoHttpError } from "../routing/DemoHttpError";
import { dataReply } from "../routing/replies";
import { type AuthedContext, type Route, type RouteContext, authRoute, route } from "../routing/Route";
import { type ViewerContext, readRoute } from "../routing/viewerRoutes";

const NO_CONTENT = { status: 204, headers: {}, body: null } as const;
const FILE_REFUSED = { expired: 410, forbidden: 403, unknown: 404 } as const;

/**
 * The session a slides write names, for its owner only (the wire contract: 404 for an unknown
 * session, 403 for anyone but its owner, a shared editor included — slides are the owner's).
 */
const ownSession = ({ db, user, params }: AuthedContext) => {
  const session = db.data.recordingSessions.find((candidate) => candidate.id === params["id"]);
  if (!session) throw new DemoHttpError(404, { title: SESSION_NOT_FOUND, source: { parameter: "session" } });
  if (session.userId !== user.id) throw new DemoHttpError(403, { title: SHARING_TEXTS.changeForbidden });
  return session;
};

/** The session's slide set the path names (404 for any other). */
const namedSet = (context: AuthedContext): DemoSlideSet => {
  const session = ownSession(context);
  const set = slideSetOf(context.db, session.id);
  if (!set || set.id !== context.params["slideId"]) throw new DemoHttpError(404, { title: SLIDE_TEXTS.slidesNotFound });
  return set;
};

/** Slide file addresses for one reply, to its caller's grant (`sharedId`: the link the access came through). */
const slideUrls = (
  context: RouteContext & { readonly user: ViewerContext["user"] },
  access: SessionAccess,
  sharedId?: string,
) => {
  const grant = addressGrant(context, access, "read", sharedId === undefined ? {} : { sharedId });
  return (set: DemoSlideSet) => slideFileAddress(context.db, { slideSetId: set.id, key: set.key }, grant);
};

/** The session's viewers reload its assets (contract call 9). */
const announce = (context: RouteContext, session: { readonly id: string; readonly userId: string }): void =>
  context.events.publish(sessionChannel(session.userId, session.id), "assets_changes", { id: session.id });

const pageNumberOf = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 1 ? value : null;

/** The shared record's `slides` (contract call 8), addressed to the link it was opened by. */
export const sharedSlides = (context: ViewerContext, access: SessionAccess | null, sharedId: string) =>
  access ? slidesList(context.db, access.session.id, slideUrls(context, access, sharedId)) : [];

/**
 * A session's slides (spec 3 §2, §7 "Slides" and "Upload"; the wire contract of core/src/slides/
 * README.md, calls 1–7): an upload URL, the raw PUT of the file to it, attaching the upload (one set
 * per session, a new one replaces the old), the list with its pages' notes, removal, and a note per
 * page. The owner writes; the owner and viewers of a share read the list and the file.
 */
export const slideRoutes: readonly Route[] = [
  authRoute("GET", "v2/upload/url/stream/{id}/{kind}", (context) => {
    const { db, user, now, params, request } = context;
    const session = ownSession(context);
    if (params["kind"] !== "file") throw new DemoHttpError(404, { title: SLIDE_TEXTS.uploadUnknown });
    const name = request.query.get("filename")?.trim() ?? "";
    const format = slideFormatOfName(name);
    if (!format) throw new DemoHttpError(422, { title: SLIDE_TEXTS.format, source: { parameter: "filename" } });
    const upload = slideUploadsOf(db).issue({
      userId: user.id,
      sessionId: session.id,
      name,
      format,
      expiresAt: now() + SLIDE_UPLOAD_LIFETIME_MS,
    });
    return dataReply({ url: `demo/media/uploads/${upload.token}`, path: upload.path });
  }),

  // The raw bytes (the Node server hands them over as one file; the tab's InProcessFileUpload too).
  authRoute("PUT", "demo/media/uploads/{token}", async (context) => {
    const { db, media, user, now, params, request } = context;
    const uploads = slideUploadsOf(db);
    const upload = uploads.open(params["token"] ?? "", now());
    if (!upload || upload.userId !== user.id) throw new DemoHttpError(404, { title: SLIDE_TEXTS.uploadUnknown });
    const data = request.files[0]?.data ?? new Uint8Array();
    if ((fileSizeOf(data) ?? 0) > uploads.limit) throw new DemoHttpError(413, { title: SLIDE_TEXTS.tooLarge });
    const bytes = await readFileBytes(data);
    if (!bytes || !bytesMatchFormat(bytes, upload.format)) {
      throw new DemoHttpError(422, { title: SLIDE_TEXTS.notTheFormat });
    }
    const key = randomToken(16);
    await storeMedia(() => media.putFile(key, bytes));
    uploads.stored(upload, key, bytes.length);
    return NO_CONTENT;
  }),

  authRoute("POST", "v2/session/{id}/slide", async (context) => {
    const { db, media, now, request } = context;
    const session = ownSession(context);
    const path = asRecord(request.body)?.["path"];
    const upload = typeof path === "string" ? slideUploadsOf(db).take(path, session.id) : null;
    if (!upload?.stored) throw new DemoHttpError(422, { title: SLIDE_TEXTS.pathUnknown, source: { pointer: "/path" } });
    const previous = slideSetOf(db, session.id);
    if (previous) await removeSlideSet(db, media, previous);
    const at = now();
    const set: DemoSlideSet = {
      id: randomToken(12),
      sessionId: session.id,
      name: upload.name,
      format: upload.format,
      key: upload.stored.key,
      size: upload.stored.size,
      createdAt: at,
      updatedAt: at,
    };
    db.mutate((tables) => {
      tables.slideSets.push(set);
    });
    announce(context, session);
    const access = requireAccess(context, session.id, "own");
    return dataReply({ slides: [{ data: slideSetResource(set, slideUrls(context, access)(set)) }] }, 201);
  }),

  readRoute("GET", "v2/session/{id}/slides", (context) => {
    const access = requireAccess(context, context.params["id"] ?? "", "read");
    return dataReply(slidesList(context.db, access.session.id, slideUrls(context, access)));
  }),

  authRoute("DELETE", "v2/session/{id}/slide/{slideId}", async (context) => {
    const set = namedSet(context);
    await removeSlideSet(context.db, context.media, set);
    announce(context, { id: set.sessionId, userId: context.user.id });
    return NO_CONTENT;
  }),

  // A second note for a page updates the first (200): one note per page.
  authRoute("POST", "v2/session/{id}/slide/{slideId}/note", async (context) => {
    const { db, now, request } = context;
    const set = namedSet(context);
    const body = asRecord(request.body) ?? {};
    const pageNumber = pageNumberOf(body["pageNumber"]);
    const slideId = body["slideId"];
    const slideIdOk = slideId === undefined || String(slideId) === set.id;
    if (pageNumber === null || !slideIdOk) {
      const [title, pointer] = slideIdOk ? [SLIDE_TEXTS.pageNumber, "/pageNumber"] : [SLIDE_TEXTS.slideId, "/slideId"];
      throw new DemoHttpError(422, { title, source: { pointer } });
    }
    const { content, ocr } = await readSlideNote(db, body);
    const at = now();
    const existing = db.data.slideNotes.find((note) => note.slideSetId === set.id && note.pageNumber === pageNumber);
    let written: DemoSlideNote;
    if (existing) {
      db.mutate(() => {
        existing.html = content.html;
        existing.text = content.text;
        if (ocr !== undefined) existing.ocr = ocr;
        existing.updatedAt = at;
      }, existing);
      written = existing;
    } else {
      written = {
        id: randomToken(12),
        slideSetId: set.id,
        sessionId: set.sessionId,
        pageNumber,
        html: content.html,
        text: content.text,
        ocr: ocr ?? null,
        createdAt: at,
        updatedAt: at,
      };
      db.mutate((tables) => {
        tables.slideNotes.push(written);
      });
    }
    announce(context, { id: set.sessionId, userId: context.user.id });
    return dataReply(noteResourceIn(context, set, written), existing ? 200 : 201);
  }),

  authRoute("PUT", "v2/session/{id}/slide/{slideId}/note/{noteId}", async (context) => {
    const { db, now, request, params } = context;
    const set = namedSet(context);
    const note = db.data.slideNotes.find((row) => row.slideSetId === set.id && row.id === params["noteId"]);
    if (!note) throw new DemoHttpError(404, { title: SLIDE_TEXTS.slideNoteNotFound });
    const { content, ocr } = await readSlideNote(db, asRecord(request.body) ?? {});
    db.mutate(() => {
      note.html = content.html;
      note.text = content.text;
      if (ocr !== undefined) note.ocr = ocr;
      note.updatedAt = now();
    }, note);
    announce(context, { id: set.sessionId, userId: context.user.id });
    return dataReply(noteResourceIn(context, set, note));
  }),

  // No bearer (a PDF viewer's request cannot send one): the token stands for the grant, decided again now.
  route("GET", "demo/media/slides/{token}", async ({ db, media, params }) => {
    const redeemed = redeemSlideFile(db, params["token"] ?? "");
    const refuse = (kind: keyof typeof FILE_REFUSED) =>
      new DemoHttpError(FILE_REFUSED[kind], { title: MEDIA_ADDRESS_TEXTS[kind] });
    if (redeemed.kind === "expired" || redeemed.kind === "unknown") throw refuse(redeemed.kind);
    const set = db.data.slideSets.find((row) => row.id === redeemed.value.slideSetId);
    if (!set || set.key !== redeemed.value.key) throw refuse("unknown");
    if (redeemed.kind === "forbidden") throw refuse("forbidden");
    const bytes = await media.readFile(set.key);
    if (!bytes) throw refuse("unknown");
    const plain = set.name.replace(/[^\x20-\x7e]|["\\/]/g, "_");
    return {
      status: 200,
      headers: {
        "content-type": SLIDE_CONTENT_TYPES[set.format],
        "x-content-type-options": "nosniff",
        "content-disposition": `${set.format === "pdf" ? "inline" : "attachment"}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(set.name)}`,
        "cache-control": "private, no-store",
      },
      body: bytes,
    };
  }),
];

/** A note in its set's order (1-based by page number). */
const noteResourceIn = (context: RouteContext, set: DemoSlideSet, note: DemoSlideNote) =>
  slideNoteResource(note, slideNotesOf(context.db, set.id).indexOf(note) + 1);
