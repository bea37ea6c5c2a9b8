import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession } from "../db/DemoSnapshot";
import { ownerAttribute, ownerOf, shareOf, sharedAttribute } from "./shares";

/** The attributes of a session resource that depend on who reads it. */
export interface SessionViewAttributes {
  /** Whether this reader starred it (favourites are per user). */
  readonly favourite: boolean;
  /** The owner sees how it is shared (null when never shared); anyone else null. */
  readonly shared: ReturnType<typeof sharedAttribute> | null;
  readonly owner: ReturnType<typeof ownerAttribute>;
  readonly shared_with_me: boolean;
}

/**
 * How `viewerId` (null: a signed-out visitor) sees a session. Events go to the owner's channels, so
 * they carry the owner's view.
 */
export const sessionViewOf = (
  db: DemoDatabase,
  session: DemoRecordingSession,
  viewerId: string | null,
): SessionViewAttributes => {
  const isOwner = viewerId === session.userId;
  const share = isOwner ? shareOf(db, session.id) : null;
  return {
    favourite:
      viewerId !== null && db.data.favourites.some((mark) => mark.userId === viewerId && mark.sessionId === session.id),
    shared: share ? sharedAttribute(db, share) : null,
    owner: ownerAttribute(ownerOf(db, session)),
    shared_with_me: !isOwner,
  };
};

/** The owner's view: what the owner's devices are told in events. */
export const ownerViewOf = (db: DemoDatabase, session: DemoRecordingSession): SessionViewAttributes =>
  sessionViewOf(db, session, session.userId);
