import { sharedRecordPath } from "@lectern/core/sharing/domain/sharedRecordPath";
import type { DemoDatabase } from "../db/DemoDatabase";
import type { DemoRecordingSession, DemoSharePerson } from "../db/DemoSnapshot";
import { sendMail } from "./outbox";
import { ownerAttribute, ownerOf } from "./shares";
import { SHARING_TEXTS } from "./sharingTexts";
import { findUserByEmail } from "./users";

/**
 * Invites the people newly listed on a share whose e-mail has no account yet: a mail in the demo
 * outbox with the record's link (people with an account find it under "Shared with me" once opened).
 */
export const sendShareInvitations = (
  db: DemoDatabase,
  session: DemoRecordingSession,
  added: readonly DemoSharePerson[],
  now: number,
): void => {
  const owner = ownerAttribute(ownerOf(db, session));
  const link = sharedRecordPath(session.id);
  for (const person of added) {
    if (findUserByEmail(db, person.email)) continue;
    sendMail(
      db,
      {
        to: person.email,
        subject: SHARING_TEXTS.invitationSubject(owner.fullname),
        text:
          `${owner.fullname} shared the recording "${session.name}" with you on Lectern. ` +
          `Open it at ${link} (sign up with this e-mail address to keep it in your records).`,
        link,
      },
      now,
    );
  }
};
