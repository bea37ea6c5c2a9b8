import type { DemoNote, DemoUser } from "../db/DemoSnapshot";
import { noteFileRefOf } from "../media/MediaAddresses";
import type { RouteContext } from "../routing/Route";
import { type SessionAccess, addressGrant } from "./sharedAccess";

/**
 * The urls of notes' files in one reply (issue 19): each a new address issued to this caller, which
 * lapses and is checked again when it is read; null for a text note. `sharedId` names the link the
 * access came through when the request does not carry it (the shared record's own path). Async: in
 * the tab the note files' tokens load with the first reply that may hand one out.
 */
export const noteFileUrls = async (
  context: RouteContext & { readonly user: DemoUser | null },
  access: SessionAccess,
  sharedId?: string | null,
): Promise<(note: DemoNote) => string | null> => {
  const grant = addressGrant(context, access, "read", sharedId === undefined ? {} : { sharedId });
  const addressOf = await context.addresses.noteFileAddresses(grant);
  return (note) => {
    const file = noteFileRefOf(note);
    return file && addressOf(file);
  };
};
