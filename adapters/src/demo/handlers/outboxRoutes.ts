import type { DemoMail, DemoUser } from "../db/DemoSnapshot";
import { normaliseEmail } from "../model/users";
import { dataReply, iso } from "../routing/replies";
import type { Route } from "../routing/Route";
import { viewerRoute } from "../routing/viewerRoutes";

/**
 * Whose mail a caller reads (issue 19): a signed-in user only their own; a signed-out visitor all of
 * it, which is how the demo's forgot-password story reads its link. That is safe only because the
 * route exists only in demo mode: the tab's backend is the visitor's own, and a Node server in a demo
 * mode serves only loopback callers from loopback pages.
 */
const readableBy = (user: DemoUser | null) => (mail: DemoMail) =>
  !user || normaliseEmail(mail.to) === normaliseEmail(user.email);

/** The demo's mailbox (demo mode only): every mail the backend "sent" (reset links, invitations), newest first. */
export const outboxRoutes: readonly Route[] = [
  viewerRoute("GET", "demo/outbox", ({ request, db, user }) => {
    const to = request.query.get("filter[to]")?.trim().toLowerCase();
    const mails = db.data.outbox
      .filter(readableBy(user))
      .filter((mail) => !to || mail.to.toLowerCase() === to)
      .sort((a, b) => b.sentAt - a.sentAt || Number(b.id) - Number(a.id));
    return dataReply(
      mails.map((mail) => ({
        id: mail.id,
        type: "mails",
        attributes: { to: mail.to, subject: mail.subject, text: mail.text, link: mail.link, sent_at: iso(mail.sentAt) },
      })),
    );
  }),

  viewerRoute("DELETE", "demo/outbox", ({ db, user }) => {
    const readable = readableBy(user);
    db.mutate((data) => {
      data.outbox = data.outbox.filter((mail) => !readable(mail));
    });
    return dataReply({ type: "mails", attributes: { acknowledge: true } });
  }),
];
