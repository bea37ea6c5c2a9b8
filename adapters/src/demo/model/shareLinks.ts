import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoUser } from "../db/DemoSnapshot";
import { shareByToken } from "./linkTokenParams";
import { decideShareAccess } from "./shareDecision";
import { shareOf } from "./shares";

/** 128 random bits, as 32 hex characters: what a share link names instead of the record's id (issue 20). */
const LINK_TOKEN_BYTES = 16;
export const newLinkToken = (): string => randomToken(LINK_TOKEN_BYTES);

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
