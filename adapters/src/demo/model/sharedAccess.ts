import { SHARED_ID_HEADER } from "@lectern/core/api/requestConventions";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoStream, DemoUser } from "../db/DemoSnapshot";
import type { AddressGrant, MediaSpan } from "../media/MediaAddresses";
import { DemoHttpError } from "../routing/DemoHttpError";
import type { DemoRequest } from "../routing/DemoRequest";
import { SESSION_NOT_FOUND, STREAM_NOT_FOUND } from "./recordingSessions";
import { findSession } from "./sessions";
import { type ShareDecision, decideShareAccess } from "./shareDecision";
import { sharedPoiSpanOf } from "./sharedPoiSession";
import { sessionOfLinkKey } from "./shareLinks";
import { shareOf, sharedPoiOf } from "./shares";
import { SHARING_TEXTS } from "./sharingTexts";

/** What a call needs: to read, to download, to write notes, or to change anything else (owner). */
export type AccessNeed = "read" | "download" | "notes" | "own";

/** Who may do what on one session, as the access rule decided for this request. */
export interface SessionAccess {
  readonly session: DemoRecordingSession;
  readonly role: "owner" | "editor" | "reader";
  readonly readonly: boolean;
  readonly downloadable: boolean;
  /**
   * Set when the access comes through a shared highlight (its streams are its parent's): only these
   * seconds of them may be read — captions, waveform and media alike (issue 19).
   */
  readonly span: MediaSpan | null;
}

/** What the decision reads of a request: the database, the X-SHARED-ID header, the signed-in user (or null). */
export interface AccessContext {
  readonly db: DemoDatabase;
  readonly request: Pick<DemoRequest, "headers">;
  readonly user: DemoUser | null;
}

/** `X-SHARED-ID` of the request, or null. */
export const sharedIdOf = (request: Pick<DemoRequest, "headers">): string | null =>
  request.headers[SHARED_ID_HEADER.toLowerCase()]?.trim() || null;

const findRecording = (db: DemoDatabase, id: string): DemoRecordingSession | null =>
  db.data.recordingSessions.find((session) => session.id === id) ?? null;

/**
 * Rule 7 of the sharing contract for the session a link names: a shared-poi session whose parent or
 * highlight is gone shares nothing any more.
 */
export const linkDecision = (db: DemoDatabase, sessionId: string, user: DemoUser | null): ShareDecision => {
  const session = findRecording(db, sessionId);
  const poi = session && sharedPoiOf(db, session.id);
  if (poi && (!findRecording(db, poi.parentId) || !db.data.pois.some((row) => row.id === poi.poiId))) {
    return { kind: "missing" };
  }
  return decideShareAccess(session, session && shareOf(db, session.id), user);
};

/** Throws rule 7's 404 or 403 (the link's texts) unless the decision lets the viewer in. */
export const requireLinkAccess = (
  decision: ShareDecision,
): Exclude<ShareDecision, { kind: "missing" | "forbidden" }> => {
  if (decision.kind === "missing") throw new DemoHttpError(404, { title: SHARING_TEXTS.linkNotFound });
  if (decision.kind === "forbidden") throw new DemoHttpError(403, { title: SHARING_TEXTS.viewForbidden });
  return decision;
};

/**
 * Resolves a request on `sessionId` (rule 10): the owner always; anyone else only through the
 * shared id naming this session, or, for its streams (`scope` stream), a shared-poi session whose
 * parent it is, and only as far as rule 7 grants. Null when the viewer may not see it at all.
 */
export const resolveAccess = (
  context: AccessContext,
  sessionId: string,
  scope: "session" | "stream",
  sharedId: string | null = sharedIdOf(context.request),
): SessionAccess | null => {
  const { db, user } = context;
  const session = findRecording(db, sessionId);
  if (!session) return null;
  if (user && user.id === session.userId) {
    return { session, role: "owner", readonly: false, downloadable: true, span: null };
  }
  if (sharedId === null) return null;
  // The shared id is a link key: a token, or a record id only where that opens nothing new (issue 20).
  const target = sessionOfLinkKey(db, sharedId, user);
  if (target === null) return null;
  const throughParent = scope === "stream" && sharedPoiOf(db, target)?.parentId === sessionId;
  if (target !== sessionId && !throughParent) return null;
  const decision = linkDecision(db, target, user);
  if (decision.kind !== "person" && decision.kind !== "link") return null;
  const editor = decision.kind === "person" && !decision.readonly && user !== null;
  const poi = throughParent ? sharedPoiSpanOf(db, target) : null;
  return {
    session,
    role: editor ? "editor" : "reader",
    readonly: decision.readonly,
    downloadable: decision.downloadable,
    span: poi && { start: poi.start, end: poi.end },
  };
};

const ALLOWED: Readonly<Record<AccessNeed, (access: SessionAccess) => string | null>> = {
  read: () => null,
  download: (access) => (access.role === "owner" || access.downloadable ? null : SHARING_TEXTS.downloadForbidden),
  notes: (access) => (access.role === "reader" ? SHARING_TEXTS.changeForbidden : null),
  own: (access) => (access.role === "owner" ? null : SHARING_TEXTS.changeForbidden),
};

const sessionNotFound = () => new DemoHttpError(404, { title: SESSION_NOT_FOUND, source: { parameter: "session" } });

/**
 * The one check every handler of a session's records makes: 404 for whoever may not see the session
 * (its existence never leaks), 403 for a viewer who may see it but not do this.
 */
export const requireAccess = (
  context: AccessContext,
  sessionId: string,
  need: AccessNeed,
  options: {
    readonly scope?: "session" | "stream";
    readonly notFound?: () => DemoHttpError;
    readonly sharedId?: string | null;
  } = {},
): SessionAccess => {
  const access = resolveAccess(context, sessionId, options.scope ?? "session", options.sharedId);
  if (!access) throw (options.notFound ?? sessionNotFound)();
  const refused = ALLOWED[need](access);
  if (refused) throw new DemoHttpError(403, { title: refused });
  return access;
};

/** requireAccess for a stream, through its session (a shared-poi link reads its parent's streams). */
export const requireStreamAccess = (
  context: AccessContext,
  streamId: string,
  need: AccessNeed,
): SessionAccess & { readonly stream: DemoStream } => {
  const notFound = () => new DemoHttpError(404, { title: STREAM_NOT_FOUND, source: { parameter: "stream" } });
  const stream = context.db.data.streams.find((candidate) => candidate.id === streamId);
  if (!stream) throw notFound();
  return { ...requireAccess(context, stream.sessionId, need, { scope: "stream", notFound }), stream };
};

const sameSpan = (a: MediaSpan | null, b: MediaSpan | null): boolean =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);

/**
 * The grant of a media or file address handed out in this reply (issue 19): who asked (the bearer
 * of a live sign-in, the shared id) and what they were allowed. `allows()` decides rule 10 again
 * with the same inputs: it fails once the sign-in ends, the share or person is gone, downloads are
 * turned off (for a download), the record is deleted, or a shared highlight's span changed.
 */
export const addressGrant = (
  context: Omit<AccessContext, "request"> & {
    readonly request: Pick<DemoRequest, "headers" | "bearer">;
    readonly now: () => number;
  },
  access: SessionAccess,
  need: "read" | "download",
  options: { readonly scope?: "session" | "stream"; readonly sharedId?: string | null } = {},
): AddressGrant => {
  const { db, now } = context;
  const bearer = context.user ? context.request.bearer : null;
  const sharedId = options.sharedId === undefined ? sharedIdOf(context.request) : options.sharedId;
  const sessionId = access.session.id;
  return {
    span: access.span,
    holder: [need, sharedId ?? "", bearer ?? ""].join("\n"),
    now,
    allows: () => {
      const user = bearer === null ? null : (findSession(db, bearer, now())?.user ?? null);
      if (bearer !== null && user === null) return false;
      const again = resolveAccess(
        { db, request: { headers: {} }, user },
        sessionId,
        options.scope ?? "session",
        sharedId,
      );
      return again !== null && ALLOWED[need](again) === null && sameSpan(again.span, access.span);
    },
  };
};
