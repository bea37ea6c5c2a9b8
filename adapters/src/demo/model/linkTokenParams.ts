import { SHARED_ID_HEADER } from "@lectern/core/api/requestConventions";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoShare } from "../db/DemoSnapshot";
import type { DemoRequest } from "../routing/DemoRequest";

/** A share link's token: 128 bits as 32 hex characters (shareLinks.newLinkToken). */
const LINK_TOKEN = /^[0-9a-f]{32}$/;

/**
 * The share a link token names, or null. Apart from shareLinks so the router, which loads with the
 * login page, takes only this (the first-load budget).
 */
export const shareByToken = (db: DemoDatabase, key: string): DemoShare | null =>
  LINK_TOKEN.test(key) ? (db.data.shares.find((share) => share.linkToken === key) ?? null) : null;

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
