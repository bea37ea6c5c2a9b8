import { sharedRecordPath } from "@lectern/core/sharing/domain/sharedRecordPath";

/** The full address to hand out: this app's origin and the shared record's path (spec 3 §2). */
export const shareLink = (linkId: string): string => new URL(sharedRecordPath(linkId), window.location.origin).href;
