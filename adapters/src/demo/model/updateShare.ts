import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoShare } from "../db/DemoSnapshot";
import { newLinkToken } from "./shareLinks";
import { shareOf } from "./shares";

/**
 * Changes a session's share, making it first (link off, read-only, not downloadable, nobody listed,
 * a link token of its own) when the session was never shared. Returns the share as saved.
 */
export const updateShare = (
  db: DemoDatabase,
  sessionId: string,
  now: number,
  change: (share: DemoShare) => void,
): DemoShare =>
  db.mutate((data) => {
    let share = shareOf(db, sessionId);
    if (!share) {
      share = {
        sessionId,
        linkToken: newLinkToken(),
        linkEnabled: false,
        readonly: true,
        downloadable: false,
        persons: [],
        createdAt: now,
        updatedAt: now,
      };
      data.shares.push(share);
    }
    change(share);
    share.updatedAt = now;
    db.touch(share);
    return share;
  });
