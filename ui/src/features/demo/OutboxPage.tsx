import { ApiClient } from "@lectern/core/api/ApiClient";
import { errorText } from "@lectern/core/kernel/ApiError";
import { Inbox, RefreshCw } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { Alert, Button, EmptyState, PageHeader, Spinner } from "../../kit";
import { useLoadOnMount } from "../../hooks/useLoadOnMount";
import { useService } from "../../reactive/useService";
import { DemoLayout } from "./DemoLayout";
import { MailCard } from "./MailCard";
import { ReadOutbox } from "./ReadOutbox";

/** /demo/outbox: where the demo's mails land, since it has no mail server. */
export function OutboxPage() {
  const api = useService(ApiClient);
  const outbox = useMemo(() => new ReadOutbox(api), [api]);
  const mails = useLoadOnMount(() => outbox.execute());

  return (
    <DemoLayout title="Demo outbox">
      <PageHeader
        title="Demo outbox"
        description="The demo has no mail server: every mail Lectern would send, such as password-reset links, arrives here."
        actions={
          <Button variant="secondary" onPress={mails.retry} isPending={mails.status === "running"}>
            <RefreshCw size={16} aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      {mails.status === "running" && <Spinner label="Loading mails" showLabel block />}
      {mails.status === "failed" && (
        <Alert kind="error" title="The outbox could not be loaded">
          {errorText(mails.error)}
        </Alert>
      )}
      {mails.status === "done" && mails.value.length === 0 && (
        <EmptyState
          icon={<Inbox size={30} />}
          title="No mails yet"
          action={<Link to="/auth/forgot">Request a password reset</Link>}
        >
          <p>Mails sent by the demo, such as password-reset links and welcome mails, will appear here.</p>
        </EmptyState>
      )}
      {mails.status === "done" && mails.value.length > 0 && (
        <section
          aria-label={`${mails.value.length} ${mails.value.length === 1 ? "mail" : "mails"}`}
          className="demo-mails"
        >
          {mails.value.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </section>
      )}
    </DemoLayout>
  );
}
