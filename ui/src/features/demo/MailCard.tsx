import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router-dom";
import { inAppPath } from "./inAppPath";
import type { OutboxMail } from "./ReadOutbox";

const SENT_AT = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** One mail of the demo outbox, as a mail client would show it. */
export function MailCard({ mail }: { mail: OutboxMail }) {
  const subject = useId();
  const path = mail.link ? inAppPath(mail.link, window.location.origin) : null;
  return (
    <article className="demo-mail" aria-labelledby={subject}>
      <header className="demo-mail__head">
        <h2 id={subject} className="demo-mail__subject">
          {mail.subject}
        </h2>
        <time className="demo-mail__time" dateTime={mail.sentAt.toISOString()}>
          {SENT_AT.format(mail.sentAt)}
        </time>
      </header>
      <p className="demo-mail__to">
        To <strong>{mail.to}</strong>
      </p>
      <p className="demo-mail__text">{mail.text}</p>
      {mail.link && (
        <p className="demo-mail__action">
          {path ? (
            <Link to={path} className="demo-mail__link">
              Open link
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          ) : (
            <a href={mail.link} className="demo-mail__link">
              Open link
              <ArrowRight size={16} aria-hidden="true" />
            </a>
          )}
          <code className="demo-mail__url">{mail.link}</code>
        </p>
      )}
    </article>
  );
}
