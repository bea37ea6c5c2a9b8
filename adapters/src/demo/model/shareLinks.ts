import { SHARED_ID_HEADER } from "@lectern/core/api/requestConventions";
import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoShare, DemoUser } from "../db/DemoSnapshot";
import type { DemoRequest } from "../routing/DemoRequest";
import { decideShareAccess } from "./shareDecision";
import { shareOf } from "./shares";

/** 128 random bits, as 32 hex characters: what a share link names instead of the record's id (issue 20). */
const LINK_TOKEN_BYTES = 16;
const LINK_TOKEN = /^[0-9a-f]{32}$/;

export const newLinkToken = (): string => randomToken(LINK_TOKEN_BYTES);

const shareByToken = (db: DemoDatabase, key: string): DemoShare | null =>
  LINK_TOKEN.test(key) ? (db.data.shares.find((share) => share.linkToken === key) ?? null) : null;

/**
 * The session a link key opens for this viewer, or null. A token opens its share's session. A bare
 * record id opens only what the viewer could already reach without guessing: their own record, one
 * shared with them by name, one they opened through its link before (a bookmark), or a share older
 * than tokens. Sequential ids therefore open nothing new.
 */
export const sessionOfLinkKey = (db: DemoDatabase, key: string, user: DemoUser | null): string | null => {
  const byToken = shareByToken(db, key);
  if (byToken) return byToken.sessionId;
  const session = db.data.recordingSessions.find((candidate) => candidate.id === key);
  if (!session) return null;
  const share = shareOf(db, key);
  if (!share?.linkToken) return key;
  if (user === null) return null;
  if (user.id === session.userId) return key;
  if (decideShareAccess(session, share, user).kind === "person") return key;
  return db.data.bookmarks.some((mark) => mark.userId === user.id && mark.sessionId === key) ? key : null;
};

/**
 * A link token in a request's path stands for its session: the page of a shared record calls the
 * record's routes with the key it was opened by. The token also becomes the request's X-SHARED-ID
 * (when it names none), so the access rule decides on what the caller actually holds.
 */
export const withLinkTokensResolved = (
  db: DemoDatabase,
  request: DemoRequest,
  params: Readonly<Record<string, string>>,
): { request: DemoRequest; params: Readonly<Record<string, string>> } => {
  let resolved: Record<string, string> | null = null;
  let token: string | null = null;
  for (const [name, value] of Object.entries(params)) {
    const share = shareByToken(db, value);
    if (!share) continue;
    resolved ??= { ...params };
    resolved[name] = share.sessionId;
    token ??= value;
  }
  if (resolved === null) return { request, params };
  const header = SHARED_ID_HEADER.toLowerCase();
  const headers = request.headers[header] ? request.headers : { ...request.headers, [header]: token! };
  return { request: { ...request, headers }, params: resolved };
};
