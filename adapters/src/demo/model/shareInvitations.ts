import { sharedRecordPath } from "@lectern/core/sharing/domain/sharedRecordPath";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoSharePerson } from "../db/DemoSnapshot";
import { sendMail } from "./outbox";
import { linkKeyOf, ownerAttribute, ownerOf, shareOf } from "./shares";
import { SHARING_TEXTS } from "./sharingTexts";
import { findUserByEmail } from "./users";

/**
 * The people of a save, each marked `invited` when no account had the address as it was first
 * listed (kept from the list before, so a later sign-up does not turn an invitation into a grant).
 */
export const withInvitations = (
  db: DemoDatabase,
  before: readonly DemoSharePerson[],
  persons: readonly DemoSharePerson[],
): DemoSharePerson[] =>
  persons.map((person) => {
    const listed = before.find((candidate) => candidate.email === person.email);
    const invited = listed ? listed.invited === true : !findUserByEmail(db, person.email);
    return invited ? { ...person, invited } : person;
  });

/**
 * Invites the people newly listed on a share whose e-mail has no account yet: a mail in the demo
 * outbox with the record's link (people with an account find it under "Shared with me" once opened).
 * The invitation opens for an account only once it proved the address (see decideShareAccess).
 */
export const sendShareInvitations = (
  db: DemoDatabase,
  session: DemoRecordingSession,
  added: readonly DemoSharePerson[],
  now: number,
): void => {
  const owner = ownerAttribute(ownerOf(db, session));
  const share = shareOf(db, session.id);
  const link = sharedRecordPath(share ? linkKeyOf(share) : session.id);
  for (const person of added) {
    if (!person.invited) continue;
    sendMail(
      db,
      {
        to: person.email,
        subject: SHARING_TEXTS.invitationSubject(owner.fullname),
        text:
          `${owner.fullname} shared the recording "${session.name}" with you on Lectern. ` +
          `Open it at ${link} (sign up with this e-mail address and confirm it from the welcome mail ` +
          "to keep it in your records).",
        link,
      },
      now,
    );
  }
};
