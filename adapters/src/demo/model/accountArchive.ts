import type { DemoUser } from "../db/DemoSnapshot";
import { DemoHttpError } from "../routing/DemoHttpError";

// Kept this small on purpose: the sign-in routes load with the login page and import it.

/** What every sign-in of an archived account answers (contract of issue 14, "Archive"). */
export const ARCHIVED_ACCOUNT_TEXT = "This account has been deleted.";

/** Refuses to sign in an archived account (DELETE v2/user/archive): 401 with the contract's message. */
export const refuseArchived = (user: Pick<DemoUser, "archivedAt"> | null | undefined): void => {
  if (user?.archivedAt != null) throw new DemoHttpError(401, { title: ARCHIVED_ACCOUNT_TEXT });
};
