import { dataReply, iso } from "../routing/replies";
import { type Route, route } from "../routing/Route";

/**
 * The demo's mailbox: every mail the backend "sent" (reset links, welcome mails), newest first.
 * Public on purpose: a visitor who forgot the password is not signed in.
 */
export const outboxRoutes: readonly Route[] = [
  route("GET", "demo/outbox", ({ request, db }) => {
    const to = request.query.get("filter[to]")?.trim().toLowerCase();
    const mails = db.data.outbox
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

  route("DELETE", "demo/outbox", ({ db }) => {
    db.mutate((data) => {
      data.outbox = [];
    });
    return dataReply({ type: "mails", attributes: { acknowledge: true } });
  }),
];
