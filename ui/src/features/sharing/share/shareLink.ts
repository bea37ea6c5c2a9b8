import { sharedRecordPath } from "@lectern/core/sharing/domain/sharedRecordPath";

/** The full address to hand out: this app's origin and the shared record's path (spec 3 §2). */
export const shareLink = (sessionId: string): string =>
  new URL(sharedRecordPath(sessionId), window.location.origin).href;
