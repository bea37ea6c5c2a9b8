import { randomToken } from "../crypto/randomToken";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoSessionToken, DemoUser } from "../db/DemoSnapshot";
import { DEMO_LIFETIMES } from "./demoLifetimes";

/** Starts a session for the user and returns its bearer token. */
export const issueSession = (db: DemoDatabase, userId: string, now: number, remember = true): string => {
  const token = randomToken(32);
  const lifetime = remember ? DEMO_LIFETIMES.rememberedSession : DEMO_LIFETIMES.shortSession;
  db.mutate((data) => {
    // Expired sessions are dropped here so the stored database does not grow for ever.
    data.sessions = data.sessions.filter((session) => session.expiresAt > now);
    data.sessions.push({ token, userId, createdAt: now, expiresAt: now + lifetime });
  });
  return token;
};

/** The live session and user behind a bearer token, or null. */
export const findSession = (
  db: DemoDatabase,
  token: string,
  now: number,
): { readonly session: DemoSessionToken; readonly user: DemoUser } | null => {
  const session = db.data.sessions.find((candidate) => candidate.token === token);
  if (!session || session.expiresAt <= now) return null;
  const user = db.data.users.find((candidate) => candidate.id === session.userId);
  return user ? { session, user } : null;
};

export const revokeSession = (db: DemoDatabase, token: string): void => {
  db.mutate((data) => {
    data.sessions = data.sessions.filter((session) => session.token !== token);
  });
};

/** Ends every session of a user (after a password reset). */
export const revokeAllSessions = (db: DemoDatabase, userId: string): void => {
  db.mutate((data) => {
    data.sessions = data.sessions.filter((session) => session.userId !== userId);
  });
};
