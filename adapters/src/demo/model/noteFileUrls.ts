import type { DemoNote, DemoUser } from "../db/DemoSnapshot";
import { noteFileRefOf } from "../media/MediaAddresses";
import type { RouteContext } from "../routing/Route";
import { type SessionAccess, addressGrant } from "./sharedAccess";

/**
 * The urls of notes' files in one reply (issue 19): each a new address issued to this caller, which
 * lapses and is checked again when it is read; null for a text note. `sharedId` names the link the
 * access came through when the request does not carry it (the shared record's own path).
 */
export const noteFileUrls = (
  context: RouteContext & { readonly user: DemoUser | null },
  access: SessionAccess,
  sharedId?: string | null,
): ((note: DemoNote) => string | null) => {
  const grant = addressGrant(context, access, "read", sharedId === undefined ? {} : { sharedId });
  return (note) => {
    const file = noteFileRefOf(note);
    return file && context.addresses.noteFileAddress(file, grant);
  };
};
